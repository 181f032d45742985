// What Darwin's Swift overlay adds over its C module, for the declarations daybook's platform layer uses: the
// variadic C calls as Swift functions, `errno` as a variable, and macros the importer cannot read. Type-checking
// only (scripts/check-darwin); the bodies never run.
@_exported import DarwinC

public var errno: Int32 {
    get { 0 }
    set {}
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { -1 }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { -1 }
public func openat(_ fd: Int32, _ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { -1 }
public func openat(_ fd: Int32, _ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { -1 }
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { -1 }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { -1 }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ pointer: UnsafeMutableRawPointer) -> Int32 { -1 }
public func ioctl(_ fd: Int32, _ request: UInt, _ pointer: UnsafeMutableRawPointer) -> Int32 { -1 }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var TIOCGWINSZ: UInt { UInt(0x4008_7468) }
public var SIG_DFL: sig_t? { nil }
public var SIG_IGN: sig_t? { unsafeBitCast(1, to: sig_t.self) }
