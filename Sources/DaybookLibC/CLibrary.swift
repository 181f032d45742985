// The C library of each platform daybook builds on, named in this one place: the platform layer imports
// DaybookLibC, never Darwin, Glibc or Musl itself. Nothing else imports it (docs/ARCHITECTURE.md).
#if canImport(Darwin)
    @_exported import Darwin
#elseif canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#else
    #error(
        "daybook's platform layer knows Darwin, Glibc and Musl; add the new C library here and in docs/ARCHITECTURE.md")
#endif
