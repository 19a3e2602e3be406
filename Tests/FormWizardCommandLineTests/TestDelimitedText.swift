import Testing

@testable import FormWizardCommandLine

struct TestDelimitedText {
    let csv = DelimitedText.csv()

    @Test func plainFieldsAndLineEnds() throws {
        #expect(try csv.records(in: "a,b,c\n1,2,3") == [["a", "b", "c"], ["1", "2", "3"]])
        #expect(try csv.records(in: "a,b\r\n1,2\r\n") == [["a", "b"], ["1", "2"]])
        #expect(try csv.records(in: "a,,\n,\n") == [["a", "", ""], ["", ""]])
        #expect(try csv.records(in: "a\n\n\nb\n") == [["a"], ["b"]])
        #expect(try csv.records(in: "") == [])
    }

    @Test func quotedFields() throws {
        #expect(try csv.records(in: #""a,b","say ""hi""",c"#) == [["a,b", #"say "hi""#, "c"]])
        #expect(
            try csv.records(in: "\"two\nlines\",x\r\n\"crlf\r\ninside\",y") == [
                ["two\nlines", "x"], ["crlf\r\ninside", "y"],
            ])
        #expect(try csv.records(in: #""",x"#) == [["", "x"]])
        #expect(try csv.records(in: "\"東京 🗼\",\"\"\"\"") == [["東京 🗼", "\""]])
    }

    @Test func lenientWhereRFC4180IsStrict() throws {
        #expect(try csv.records(in: #"ab"c,d"#) == [[#"ab"c"#, "d"]])
        #expect(try csv.records(in: #""ab"c,d"#) == [["abc", "d"]])
        #expect(try csv.records(in: "a\rb,c") == [["a\rb", "c"]])
    }

    @Test func anUnclosedQuoteIsAnErrorOnItsLine() {
        #expect(throws: DelimitedText.ParseError(line: 2, message: "a quoted field is not closed")) {
            try csv.records(in: "a,b\n\"open,\nmore")
        }
    }

    @Test func anotherSeparator() throws {
        let semicolons = DelimitedText.csv(separator: ";")
        #expect(try semicolons.records(in: "a;\"b;c\";d,e") == [["a", "b;c", "d,e"]])
        #expect(semicolons.line(["a;b", "c,d"]) == "\"a;b\";c,d")
    }

    @Test func tsvHasNoQuoting() throws {
        #expect(
            try DelimitedText.tsv.records(in: "a\t\"b\"\tc\r\n\n1\t\t3") == [["a", "\"b\"", "c"], ["1", "", "3"]])
        #expect(DelimitedText.tsv.line(["a", "b c", "\"d\""]) == "a\tb c\t\"d\"")
    }

    @Test func writtenAsRead() throws {
        let record = ["plain", "a,b", #"say "hi""#, "two\nlines", "", "東京 🗼"]
        let line = csv.line(record)
        #expect(line == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",,東京 🗼")
        #expect(try csv.records(in: line) == [record])
    }
}
