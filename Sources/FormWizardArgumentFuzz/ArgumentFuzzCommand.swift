import Dispatch
import FormWizard
import Foundation

/// `scripts/fuzz-args [COUNT] [SEED]`: runs COUNT mutated command lines of every native
/// subcommand and of `formwizard dialog`/`whiptail` under pseudo-terminals, two at a time,
/// and counts crashes, hangs, clear errors and runs; prints a reproduction of each crash and
/// hang and exits 1 when there is one. See `usage`.
@main
struct ArgumentFuzzCommand {
    static let usage = """
        usage: FormWizardArgumentFuzz [COUNT] [SEED] --binary FORMWIZARD [options]
          COUNT, SEED       how many cases (default 2000) and the seed (default 1)
          --binary PATH     the formwizard to run (scripts/fuzz-args builds and passes it)
          --from N          run cases N..<COUNT only (the rest of an interrupted run)
          --case N          run case N alone and say all it did (with --minimize: make it smaller)
          --backtrace       let a crashing child print the Swift runtime's backtrace
          --jobs N          cases run at once (default 2)
          --progress        say every 1000 cases how far the run is
          --verbose         say how every case ended
          --valid           leave the command lines valid (a check of the lines mutated)
          --print           print the cases' command lines without running them
          --fixtures DIR    make the fixtures (the files the cases name) in DIR and exit
          --name TEXT       the command named in replay lines (default scripts/fuzz-args)
          --run ARGS…       run this command line (after formwizard) as a case and say what it did;
                            before it: --env NAME=VALUE (empty unsets; TERM=xterm-256color and
                            LANG=C.UTF-8 unless told), --size COLUMNSxROWS (80x24), --no-terminal,
                            --stdin-null (else stdin is the terminal), --esc-after MS (100)
        """

    static func main() {
        var options = Options()
        do throws(Options.Invalid) {
            options = try Options(Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail(error.message, status: 2)
        }
        if options.asksForHelp {
            print(usage)
            return
        }
        if let directory = options.fixtures {
            do { _ = try Workspace(root: directory) } catch { fail("cannot make the fixtures: \(error)", status: 3) }
            print(directory + "/files")
            return
        }
        if options.printsOnly {
            for index in options.indices {
                let fuzzCase = FuzzCase(seed: options.seed, index: index, mutates: options.mutates)
                print("\(index): " + Reproduction(fuzzCase: fuzzCase, run: "").command)
            }
            return
        }
        guard let binary = options.binary else { fail("--binary is needed\n" + usage, status: 2) }
        let absolute = binary.hasPrefix("/") ? binary : FileManager.default.currentDirectoryPath + "/" + binary
        guard FileManager.default.isExecutableFile(atPath: absolute) else { fail("no program at \(binary)", status: 2) }

        signal(SIGPIPE, SIG_IGN)
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        let workspace: Workspace
        do { workspace = try Workspace() } catch { fail("cannot make a workspace: \(error)", status: 3) }
        defer { workspace.remove() }
        guard chdir(workspace.files) == 0 else { fail("cannot enter \(workspace.files)", status: 3) }
        var runner = CaseRunner(binary: absolute, workspace: workspace)
        runner.backtraces = options.backtraces

        let status: Int32 =
            if let given = options.given {
                Session(runner: runner, options: options).runGiven(given)
            } else if let index = options.single {
                Session(runner: runner, options: options).runAlone(index)
            } else {
                Session(runner: runner, options: options).runAll()
            }
        workspace.remove()
        exit(status)
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data(("fuzz-args: " + message + "\n").utf8))
        exit(status)
    }
}
