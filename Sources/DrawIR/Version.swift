// The compiler's version: `viewc --version`, and every PDF's Creator ("viewc 0.1.0"), which
// the backend writes from here so that the command line and the library say the same.

public let viewcVersion = "0.1.0"
