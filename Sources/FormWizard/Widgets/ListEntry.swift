/// One entry of a list as dialog and whiptail draw it (`DialogList`, `NewtList`): its tag, its
/// text (empty with `--notags`; dialog draws its attributes, whiptail its plain text), and its
/// mark (`[*]`, `( )`) in a checklist or radio list.
struct ListEntry: Hashable, Sendable {
    var tag: String
    var text: StyledText
    var mark: String?
}
