import FormWizard
import Testing

struct TestJSONValue {
    @Test func scalarsArraysAndObjectsInOrder() {
        let value = JSONValue.object([
            ("z", .number(-42)), ("a", .bool(true)), ("m", .null),
            ("list", .array([.string("x"), .bool(false), .array([]), .object([])])),
        ])
        #expect(value.text == #"{"z":-42,"a":true,"m":null,"list":["x",false,[],{}]}"#)
    }

    @Test func stringsAreEscapedAsJSONRequires() {
        #expect(JSONValue.string(#"say "hi" \ bye"#).text == #""say \"hi\" \\ bye""#)
        #expect(JSONValue.string("a\nb\rc\td\u{8}e\u{C}f").text == #""a\nb\rc\td\be\ff""#)
        #expect(JSONValue.string("\u{0}\u{1}\u{1B}[31m\u{1F}").text == #""\u0000\u0001\u001b[31m\u001f""#)
        #expect(JSONValue.string("\u{7F}/").text == "\"\u{7F}/\"")
    }

    @Test func everythingElseIsWrittenAsUTF8() {
        #expect(JSONValue.string("Côte d'Ivoire 日本 👍🏽 e\u{301}").text == "\"Côte d'Ivoire 日本 👍🏽 e\u{301}\"")
        #expect(JSONValue.object([("名前", .string("Ada"))]).text == #"{"名前":"Ada"}"#)
    }
}
