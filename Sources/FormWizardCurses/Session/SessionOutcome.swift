/// How a `TerminalSession` ends: the exit code, and the text to print on stdout and stderr once
/// the terminal is restored.
public struct SessionOutcome: Hashable, Sendable {
    /// The process' exit status.
    public var code: Int32
    /// Written verbatim to stdout after the terminal is restored; `nil` writes nothing.
    public var output: String?
    /// Written verbatim to stderr after the terminal is restored (and after `output`), such as
    /// "checkout cancelled"; `nil` writes nothing. Written earlier, it would land on the
    /// dialog's screen and vanish with it.
    public var errorOutput: String?

    /// An outcome with exit status `code` that prints `output` on stdout and `errorOutput` on
    /// stderr.
    public init(code: Int32, output: String? = nil, errorOutput: String? = nil) {
        self.code = code
        self.output = output
        self.errorOutput = errorOutput
    }
}

extension SessionOutcome {
    /// Writes the output to stdout and then the error output to stderr, and tells the exit
    /// status: `code`, or 2 when the output could not be written (a full disk, a closed
    /// stdout), after telling why on stderr as `program: cannot write to standard output: …`.
    public func write(program: String) -> Int32 {
        write(program: program, failureStatus: 2)
    }

    /// `write(program:)`, telling `failureStatus` rather than 2 when the output could not be
    /// written: a program that imitates another's statuses (dialog's 255, where 2 is Help).
    public func write(program: String, failureStatus: Int32) -> Int32 {
        write(
            program: program, failureStatus: failureStatus, output: StandardStream.output.checkedWrite,
            errorOutput: { StandardStream.error.write($0) })
    }

    /// `write(program:failureStatus:)` through `writeOutput` and `writeError`.
    func write(
        program: String, failureStatus: Int32 = 2,
        output writeOutput: (String) throws(StandardStream.WriteError) -> Void,
        errorOutput writeError: (String) -> Void
    ) -> Int32 {
        var failure: StandardStream.WriteError?
        if let output {
            do throws(StandardStream.WriteError) {
                try writeOutput(output)
            } catch {
                failure = error
            }
        }
        if let errorOutput { writeError(errorOutput) }
        guard let failure else { return code }
        writeError("\(program): cannot write to standard output: \(failure)\n")
        return failureStatus
    }
}
