#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(Runner.run(Array(CommandLine.arguments.dropFirst()), host: Host.current()))
