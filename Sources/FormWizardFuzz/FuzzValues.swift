import FormWizard

/// What the fuzzer's forms edit.
struct FuzzValues: Sendable {
    var name = ""
    var email = ""
    var secret = ""
    var notes = ""
    var number: Int?
    var country: Country?
    var pick: Int?
    var option = 0
    var flag = false
}
