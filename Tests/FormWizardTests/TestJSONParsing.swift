import Testing

@testable import FormWizard

/// `JSONValue(parsing:)`: what `form --values` reads.
struct TestJSONParsing {
    private func reparsed(_ text: String) throws -> String {
        try JSONValue(parsing: text).text
    }

    @Test func valuesReadBackAsWritten() throws {
        for text in [
            "null", "true", "false", "0", "-12", "12.50", "-0.5", #""""#, #""日本 😀""#, "[]", "{}",
            #"[1,"a",null,[true,{}]]"#, #"{"a":1,"b":{"c":[2.0]}}"#, #"{"k":"\"\\\n\t\u001b"}"#,
        ] {
            #expect(try reparsed(text) == text)
        }
    }

    @Test func whiteSpaceEscapesAndSurrogatesAreRead() throws {
        #expect(try reparsed(" { \"a\" :\n [ 1 , 2 ] }\r\n") == #"{"a":[1,2]}"#)
        #expect(try reparsed(#""\u00e9\/\ud83d\ude00\b\f\r""#) == #""é/😀\b\f\r""#)
        #expect(try reparsed(#""\ud800""#) == "\"\u{FFFD}\"")
    }

    @Test func whatIsNotJSONSaysWhere() {
        for (text, problem) in [
            ("", "expected a value, found the end at byte 0"),
            ("01", "a number may not start with 0 at byte 2"),
            ("1e5", "numbers with an exponent are not taken at byte 1"),
            ("1.", "expected a digit after '.' at byte 2"),
            ("[1,]", "expected a value at byte 3"),
            ("{1:2}", "expected a key in quotes at byte 1"),
            (#"{"a" 1}"#, "expected ':' at byte 5"),
            ("\"a\nb\"", "a control character in a string at byte 2"),
            (#""\x""#, "an unknown escape at byte 2"),
            ("nul", "expected 'null' at byte 0"),
            ("1 2", "text after the value at byte 2"),
            ("99999999999999999999", "the number 99999999999999999999 has too many digits at byte 0"),
        ] {
            #expect(throws: JSONValue.ParseError.self, "\(text)") { try JSONValue(parsing: text) }
            do {
                _ = try JSONValue(parsing: text)
            } catch {
                #expect(error.description == problem, "\(text)")
            }
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        #expect(throws: JSONValue.ParseError.self) {
            try JSONValue(parsing: String(repeating: "[", count: 1_000_000))
        }
        #expect(throws: Never.self) {
            try JSONValue(parsing: String(repeating: "[", count: 256) + String(repeating: "]", count: 256))
        }
    }
}
