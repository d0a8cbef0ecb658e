import XCTest

@testable import LabShell

final class LexerTests: XCTestCase {
    private func kinds(_ text: String) throws -> [Token.Kind] {
        var lexer = Lexer(text)
        return try lexer.all().map(\.kind)
    }

    func test_identifiersMayContainDashesAndDotsBetweenWordCharacters() throws {
        XCTAssertEqual(
            try kinds("show-keyboard iphone-15 solver.mid a_b"),
            [
                .identifier("show-keyboard"), .identifier("iphone-15"), .identifier("solver.mid"),
                .identifier("a_b"), .end,
            ])
    }

    /// Columns count characters, also when the first multi-byte character or "\r\n" comes after
    /// the first eight bytes (the line is scanned eight bytes at a time for them).
    func test_columnsCountCharactersPastTheFirstWordOfBytes() throws {
        // a…h (columns 1–8), space (9), "é" (10–12), space (13), x (14); x's byte offset is 14.
        var lexer = Lexer("abcdefgh \"é\" x")
        XCTAssertEqual(try lexer.all().map(\.range.column), [1, 10, 14, 15])
        // "\r\n" is one character: the string is columns 10–12 and y is at 14 (byte offset 14).
        var crlf = Lexer("abcdefgh \"\r\n\" y")
        XCTAssertEqual(try crlf.all().map(\.range.column), [1, 10, 14, 15])
    }

    func test_aTrailingDashOrDotIsNotPartOfTheName() throws {
        XCTAssertEqual(try kinds("a- 1"), [.identifier("a"), .punctuation(.minus), .number(1), .end])
    }

    func test_numbersIncludeDecimalsExponentsAndNegatives() throws {
        XCTAssertEqual(
            try kinds("42 3.25 .5 1e3 2.5E-2"),
            [.number(42), .number(3.25), .number(0.5), .number(1000), .number(0.025), .end])
        XCTAssertEqual(try kinds("-7"), [.number(-7), .end])
        XCTAssertEqual(
            try kinds("x == -0.5"), [.identifier("x"), .punctuation(.equalEqual), .number(-0.5), .end])
    }

    /// Short decimals are read without strtod; the value must be strtod's, bit for bit
    /// (`Double(String)` is the reference), for integers and decimals of up to 15 digits and
    /// beyond (where strtod reads them again), with signs, leading zeros and `.5` forms.
    func test_numbersReadAsStrtodReadsThem() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let whole = String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(
                Int.random(in: 0...17, using: &generator))
            let fraction = String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(
                Int.random(in: 0...17, using: &generator))
            var spelling = String(whole)
            if !fraction.isEmpty || whole.isEmpty { spelling += "." + (fraction.isEmpty ? "0" : fraction) }
            if Bool.random(using: &generator) { spelling = "0" + spelling }
            let negative = Bool.random(using: &generator)
            let typed = (negative ? "-" : "") + spelling
            guard let expected = Double(typed) else { continue }
            let found = try kinds(typed)
            guard case .number(let value) = found.first else {
                XCTFail("\(typed) read as \(found)")
                continue
            }
            XCTAssertEqual(value.bitPattern, expected.bitPattern, typed)
        }
        // The boundary cases by hand: 15 digits (fast), 16 (strtod), -0, 10^15 in the fraction.
        XCTAssertEqual(try kinds("123456789012345"), [.number(123_456_789_012_345), .end])
        XCTAssertEqual(try kinds("1234567890123456"), [.number(1_234_567_890_123_456), .end])
        XCTAssertEqual(try kinds("0.000000000000001"), [.number(1e-15), .end])
        guard case .number(let zero) = try kinds("-0").first else { return XCTFail("-0") }
        XCTAssertEqual(zero.sign, .minus)
    }

    func test_minusAfterAnOperandIsASignedLiteralOnlyAfterASpace() throws {
        // `x -5` lexes as a signed literal; an expression reads it as `x - 5`, a list of
        // values as two values (ExpressionTests).
        var lexer = Lexer("x -5")
        let tokens = try lexer.all()
        XCTAssertEqual(tokens.map(\.kind), [.identifier("x"), .number(-5), .end])
        XCTAssertTrue(tokens[1].isSignedLiteral)
        XCTAssertEqual(try kinds("x - 5"), [.identifier("x"), .punctuation(.minus), .number(5), .end])
        XCTAssertEqual(try kinds("1-2"), [.number(1), .punctuation(.minus), .number(2), .end])
        XCTAssertEqual(try kinds("== -2"), [.punctuation(.equalEqual), .number(-2), .end])
    }

    func test_hexBinaryAndShifts() throws {
        XCTAssertEqual(
            try kinds("0x70000 0b111 7<<16"),
            [
                .number(458_752), .number(7), .number(7), .punctuation(.shiftLeft), .number(16), .end,
            ])
    }

    func test_everyOperator() throws {
        XCTAssertEqual(
            try kinds(Punctuation.allCases.map(\.rawValue).joined(separator: " ")),
            Punctuation.allCases.map { .punctuation($0) } + [.end])
    }

    func test_quotedStringsWithEscapes() throws {
        XCTAssertEqual(
            try kinds(#""a \"b\" c" 'd#e'"#), [.string("a \"b\" c"), .string("d#e"), .end])
    }

    func test_hashStartsACommentOutsideStrings() throws {
        XCTAssertEqual(try kinds("echo # ignored \"x"), [.identifier("echo"), .end])
    }

    func test_rangesAreOneBasedColumnsInCharacters() throws {
        // "é" is one character (two UTF-8 bytes): columns count characters, as the caret does.
        var lexer = Lexer("\"é\"  abc", line: 7)
        let tokens = try lexer.all()
        XCTAssertEqual(tokens[0].range, SourceRange(line: 7, column: 1, length: 3))
        XCTAssertEqual(tokens[1].range, SourceRange(line: 7, column: 6, length: 3))
    }

    func test_multiByteCharactersCountAsOneColumnAnywhereInTheLine() throws {
        // The lexer scans UTF-8 bytes; columns still count characters: "日本" is two characters
        // (six bytes), "👍🏽" one (eight bytes: a base and a skin-tone modifier).
        var lexer = Lexer("\"日本\" 👍🏽 x", line: 2)
        XCTAssertEqual(try lexer.next().range, SourceRange(line: 2, column: 1, length: 4))
        XCTAssertThrowsError(try lexer.next()) { error in
            guard let diagnostic = error as? Diagnostic else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostic.range, SourceRange(line: 2, column: 6, length: 1))
            XCTAssertEqual(diagnostic.message, "unexpected character '👍🏽'")
        }
    }

    func test_nonASCIIWhiteSpaceSeparatesTokens() throws {
        // U+00A0 (no-break space) and U+3000 (ideographic space) are white space characters.
        var lexer = Lexer("a\u{00A0}b\u{3000}c")
        let tokens = try lexer.all()
        XCTAssertEqual(tokens.map(\.kind), [.identifier("a"), .identifier("b"), .identifier("c"), .end])
        XCTAssertEqual(tokens.map(\.range.column), [1, 3, 5, 6])
    }

    func test_escapesInStringsTakeAWholeCharacter() throws {
        // `\é` is no escape of the language: the error covers the backslash and the whole é
        // (two characters, three bytes), never half of it.
        XCTAssertThrowsError(try kinds(#""caf\é \n" 'x'"#)) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.message, "unknown escape '\\é' in a string")
            XCTAssertEqual(diagnostic?.column, 5)
            XCTAssertEqual(diagnostic?.length, 2)
        }
        XCTAssertEqual(try kinds(#""caf\\ \n" 'x'"#), [.string("caf\\ \n"), .string("x"), .end])
        // A combining accent after a letter is part of that character, which is then no letter.
        XCTAssertThrowsError(try kinds("e\u{301}")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "unexpected character 'é'")
        }
    }

    func test_rawTextKeepsMultiByteCharactersAndTrailingSpaceIsTrimmed() throws {
        var stream = TokenStream("echo  héllo wörld\u{00A0} ; x")
        try stream.skip()
        let (text, range) = try stream.restOfStatement()
        XCTAssertEqual(text, "héllo wörld")
        XCTAssertEqual(range, SourceRange(line: 1, column: 7, length: 11))
        XCTAssertEqual(stream.consumedEnd, 17)
        let semicolon = try stream.advance()
        XCTAssertTrue(semicolon.is(.semicolon))
        XCTAssertEqual(semicolon.range.column, 20)
        XCTAssertEqual(try stream.advance().range.column, 22)
    }

    /// The bound a number's error states is the real one: the largest finite double (IEEE 754:
    /// (2 − 2⁻⁵²) × 2¹⁰²³), not 1e308, below which 1.5e308 would not be.
    func test_theLargestNumberIsTheLargestFiniteDouble() throws {
        let largest: Double = (2 - pow(2.0, -52)) * pow(2.0, 1023)
        let accepted: [(String, Double)] = [("1.5e308", 1.5e308), ("1.7976931348623157e308", largest)]
        for (spelling, value) in accepted {
            var lexer = Lexer(spelling)
            XCTAssertEqual(try lexer.next().kind, .number(value), spelling)
        }
        for spelling in ["1.8e308", "1.7976931348623159e308", "1e400"] {
            var lexer = Lexer(spelling)
            XCTAssertThrowsError(try lexer.next(), spelling) { error in
                let diagnostic = error as? Diagnostic
                XCTAssertEqual(diagnostic?.message, "number '\(spelling)' is too large")
                XCTAssertEqual(
                    diagnostic?.expected,
                    "a magnitude of at most 1.7976931348623157e308, the largest finite double")
            }
        }
        XCTAssertEqual(Double("1.7976931348623157e308"), largest)
        // A long spelling is refused for its length: a small number is not "too large".
        var lexer = Lexer("0." + String(repeating: "0", count: 400) + "1")
        XCTAssertThrowsError(try lexer.next()) { error in
            XCTAssertEqual((error as? Diagnostic)?.message.hasSuffix("is too long"), true)
            XCTAssertEqual((error as? Diagnostic)?.expected, "at most 400 characters")
        }
    }

    /// A number with a unit gets the plain number to write: durations are in seconds and
    /// lengths in points (docs/Simulation.md), so 300 ms is 0.3 and 2 min is 120.
    func test_aNumberWithAUnitSaysWhatToWrite() {
        for (text, help) in [
            ("run 0.3s", "durations are in seconds: write 0.3"),
            ("run 300ms", "durations are in seconds: write 0.3 (seconds)"),
            ("run 2min", "durations are in seconds: write 120 (seconds)"),
            ("move box dy 12pt", "lengths are in points: write 12"),
            ("let x = 12abc", "put a space between the number and the name, or start the name with a letter"),
        ] {
            var lexer = Lexer(text)
            XCTAssertThrowsError(try lexer.all(), text) { error in
                XCTAssertEqual((error as? Diagnostic)?.suggestion, help, text)
            }
        }
    }

    func test_errorsPointAtTheOffendingCharacter() {
        for (marked, message) in [
            ("x 1️⃣! y", "'!' is not an operator"),
            ("x 1️⃣&& y", "'&&' is not an operator"),
            ("x == 1️⃣0xZZ", "'0xZZ' is not a number"),
            ("echo 1️⃣\"open", "unterminated string"),
            ("a 1️⃣$ b", "unexpected character '$'"),
            ("1️⃣12abc", "'12abc' is neither a number nor a name"),
            ("x == 1️⃣1e999", "number '1e999' is too large"),
        ] {
            let input = MarkedText(marked)
            var lexer = Lexer(input.text)
            XCTAssertThrowsError(try lexer.all(), marked) { error in
                guard let diagnostic = error as? Diagnostic else { return XCTFail("\(error)") }
                XCTAssertEqual(diagnostic.column, input.column, marked)
                XCTAssertEqual(diagnostic.message, message, marked)
            }
        }
    }

    /// Whether raw text follows a command word: false only where a token would end the
    /// statement (the line's end, a comment, `;`, the words `end` and `else` as whole
    /// identifiers), by the grammar's rules, worked out by hand here. Told by the one lexer's
    /// tokens; where the next token does not lex (`café`, an open quote), raw text follows.
    func testRawTextFollowsEndsOnlyWhereAStatementEnds() throws {
        let cases: [(String, Bool)] = [
            ("", false), ("   ", false), ("# note", false), ("; echo x", false), ("end", false),
            ("end x", false), ("end;", false), ("end#", false), ("end.", false), ("else", false),
            ("  else do", false), ("endx", true), ("end-x", true), ("end.x", true), ("elsewhere", true),
            ("ending", true), ("_end", true), ("e", true), ("x", true), ("caf\u{E9}", true),
            ("\u{E9}t\u{E9}", true), ("\"open", true), ("'a b'", true), ("-5", true), ("~/x", true),
        ]
        let echo = try XCTUnwrap(CommandTable.standard.command(named: "echo"))
        for (rest, expected) in cases {
            let follows = try LineParser.withUnit(named: "t", line: "echo " + rest, table: .standard) {
                parser in
                try parser.stream.skip()
                var context = LineParser.PatternContext(definition: echo)
                return try parser.isPresent(.text("text"), &context)
            }
            XCTAssertEqual(follows, expected, "echo \(rest)")
        }
    }
}

extension LexerTests {
    /// The five escapes of docs/Shell.md; any other is an error at the backslash (a
    /// Windows-style path lost its backslashes, `\t` turning into a tab, without a word).
    func test_unknownEscapesAreErrors() {
        let harness = SessionHarness()
        XCTAssertEqual(harness.output("print \"a\\\"b\\\\c\\'d\""), ["a\"b\\c'd"])
        let result = harness.run("print \"C:\\temp\\x\"")
        XCTAssertEqual(result.diagnostics.map(\.message), ["unknown escape '\\x' in a string"])
        XCTAssertEqual(result.diagnostics.first?.column, 15)
        XCTAssertEqual(result.diagnostics.first?.length, 2)
    }
}
