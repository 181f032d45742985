import DaybookCLI
import DaybookPlatform

exitProcess(Runner.run(Array(CommandLine.arguments.dropFirst()), host: .current()))
