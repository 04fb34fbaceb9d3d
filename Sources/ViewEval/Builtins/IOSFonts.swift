// The fonts iOS ships, and what stands in for each here: `UIFont(name: "Helvetica-Bold", size: 14)`
// names a font that is not on Linux, and viewc draws it with a metric-compatible clone from a
// Debian package (the same advance widths, so text measures and wraps as on iOS), or, for a
// family no clone exists of, with the system font; `Fonts.named` (Font.swift) warns which.
//
// The rule: each name gets the clone made of that very typeface — URW's clones of Adobe's
// PostScript fonts (fonts-urw-base35: Nimbus Sans for Helvetica, Nimbus Roman for Times, Nimbus
// Mono PS for Courier, P052 for Palatino, Standard Symbols PS, D050000L for Zapf Dingbats) and
// Liberation's of Monotype's (fonts-liberation2: Liberation Sans for Arial, Serif for Times
// New Roman, Mono for Courier New); Menlo is drawn with DejaVu Sans Mono, the face it was made
// from (the same advance width). Helvetica Neue has no clone: it gets Helvetica's.
//
// A name is a family name ("Helvetica Neue"), a PostScript name ("HelveticaNeue-BoldItalic",
// "Arial-BoldMT", "TimesNewRomanPSMT") or a full name ("Helvetica Neue Bold"): compared without
// case, spaces, hyphens and underscores, it is a family's name (or one of its PostScript stems)
// followed by style words, which pick the weight and italic (`styleWords`). Anything else is no
// iOS font.

import ViewGeometry

enum IOSFonts {
    /// A Debian family with the metrics of an iOS typeface.
    struct Clone {
        /// The family fontconfig knows it by.
        let family: String
        /// The typeface whose metrics it has.
        let of: String
        /// The Debian package it comes in (`make deps` installs it).
        let package: String
    }

    static let nimbusSans = Clone(family: "Nimbus Sans", of: "Helvetica", package: "fonts-urw-base35")

    /// Every family iOS ships (UIFont.familyNames), with the stems of its PostScript names where
    /// they are not the family's name, and its clone; nil: none in Debian, the system font
    /// stands in. The Noto families iOS ships are installed here under the same names.
    static let families: [(family: String, stems: [String], clone: Clone?)] = [
        ("Academy Engraved LET", [], nil),
        ("Al Nile", [], nil),
        ("American Typewriter", [], nil),
        ("Apple Color Emoji", [], nil),
        ("Apple SD Gothic Neo", [], nil),
        ("Apple Symbols", [], nil),
        ("Arial", [], Clone(family: "Liberation Sans", of: "Arial", package: "fonts-liberation2")),
        ("Arial Hebrew", [], nil),
        ("Arial Rounded MT Bold", [], nil),
        ("Avenir", [], nil),
        ("Avenir Next", [], nil),
        ("Avenir Next Condensed", [], nil),
        ("Baskerville", [], nil),
        ("Bodoni 72", ["BodoniSvtyTwoITCTT"], nil),
        ("Bodoni 72 Oldstyle", ["BodoniSvtyTwoOSITCTT"], nil),
        ("Bodoni 72 Smallcaps", ["BodoniSvtyTwoSCITCTT"], nil),
        ("Bodoni Ornaments", ["BodoniOrnamentsITCTT"], nil),
        ("Bradley Hand", ["BradleyHandITCTT"], nil),
        ("Chalkboard SE", [], nil),
        ("Chalkduster", [], nil),
        ("Charter", [], nil),
        ("Cochin", [], nil),
        ("Copperplate", [], nil),
        ("Courier", [], Clone(family: "Nimbus Mono PS", of: "Courier", package: "fonts-urw-base35")),
        ("Courier New", [], Clone(family: "Liberation Mono", of: "Courier New", package: "fonts-liberation2")),
        ("Damascus", [], nil),
        ("Devanagari Sangam MN", [], nil),
        ("Didot", [], nil),
        ("DIN Alternate", [], nil),
        ("DIN Condensed", [], nil),
        ("Euphemia UCAS", [], nil),
        ("Farah", [], nil),
        ("Futura", [], nil),
        ("Galvji", [], nil),
        ("Geeza Pro", [], nil),
        ("Georgia", [], nil),
        ("Gill Sans", [], nil),
        ("Grantha Sangam MN", [], nil),
        // Heiti's Chinese faces, shipped by iOS before PingFang (iOS 9) and named by older code.
        ("Heiti SC", ["STHeitiSC"], nil),
        ("Heiti TC", ["STHeitiTC"], nil),
        ("Helvetica", [], nimbusSans),
        ("Helvetica Neue", [], nimbusSans),
        ("Hiragino Maru Gothic ProN", ["HiraMaruProN"], nil),
        ("Hiragino Mincho ProN", ["HiraMinProN"], nil),
        ("Hiragino Sans", [], nil),
        ("Hoefler Text", [], nil),
        ("Kailasa", [], nil),
        ("Kefa", [], nil),
        ("Khmer Sangam MN", [], nil),
        ("Kohinoor Bangla", [], nil),
        ("Kohinoor Devanagari", [], nil),
        ("Kohinoor Gujarati", [], nil),
        ("Kohinoor Telugu", [], nil),
        ("Lao Sangam MN", [], nil),
        ("Malayalam Sangam MN", [], nil),
        ("Marker Felt", [], nil),
        ("Menlo", [], Clone(family: "DejaVu Sans Mono", of: "Menlo", package: "fonts-dejavu-core")),
        ("Mishafi", ["DiwanMishafi"], nil),
        ("Mukta Mahee", [], nil),
        ("Myanmar Sangam MN", [], nil),
        ("Noteworthy", [], nil),
        ("Optima", [], nil),
        ("Palatino", [], Clone(family: "P052", of: "Palatino", package: "fonts-urw-base35")),
        ("Papyrus", [], nil),
        ("Party LET", [], nil),
        ("PingFang HK", [], nil),
        ("PingFang SC", [], nil),
        ("PingFang TC", [], nil),
        ("Rockwell", [], nil),
        ("Savoye LET", [], nil),
        ("Sinhala Sangam MN", [], nil),
        ("Snell Roundhand", [], nil),
        ("STIX Two Math", [], nil),
        ("STIX Two Text", [], nil),
        ("Symbol", [], Clone(family: "Standard Symbols PS", of: "Symbol", package: "fonts-urw-base35")),
        ("Tamil Sangam MN", [], nil),
        ("Thonburi", [], nil),
        ("Times", [], Clone(family: "Nimbus Roman", of: "Times", package: "fonts-urw-base35")),
        ("Times New Roman", [], Clone(family: "Liberation Serif", of: "Times New Roman", package: "fonts-liberation2")),
        ("Trebuchet MS", ["Trebuchet"], nil),
        ("Verdana", [], nil),
        ("Zapf Dingbats", ["ZapfDingbatsITC"], Clone(family: "D050000L", of: "Zapf Dingbats", package: "fonts-urw-base35")),
        ("Zapfino", [], nil),
    ]

    /// The words of a PostScript or full name after the family's: a weight, italic, or neither
    /// (a width, a vendor's suffix such as Monotype's "MT" and "PS", a plain face's name).
    /// Hiragino numbers its weights W0 to W9.
    static let styleWords: [(word: String, weight: FontWeight?, italic: Bool)] = [
        ("ultralight", .ultraLight, false), ("extralight", .ultraLight, false), ("thin", .thin, false),
        ("light", .light, false), ("regular", .regular, false), ("roman", .regular, false),
        ("book", .regular, false), ("normal", .regular, false), ("plain", .regular, false),
        ("medium", .medium, false), ("semibold", .semibold, false), ("demibold", .semibold, false),
        ("demi", .semibold, false), ("bold", .bold, false), ("extrabold", .heavy, false),
        ("ultrabold", .heavy, false), ("heavy", .heavy, false), ("black", .black, false),
        ("extrablack", .black, false),
        ("italic", nil, true), ("oblique", nil, true), ("ita", nil, true), ("it", nil, true),
        ("condensed", nil, false), ("wide", nil, false), ("mt", nil, false), ("ps", nil, false),
        ("w0", .ultraLight, false), ("w1", .thin, false), ("w2", .light, false), ("w3", .regular, false),
        ("w4", .regular, false), ("w5", .medium, false), ("w6", .semibold, false), ("w7", .bold, false),
        ("w8", .heavy, false), ("w9", .black, false),
    ]

    /// An iOS font a name names: its family's entry, and the weight and italic its style words
    /// give (nil weight: none written).
    struct Match {
        let family: String
        let clone: Clone?
        let weight: FontWeight?
        let italic: Bool
    }

    /// The iOS font `name` names, or nil: the longest family name (or stem) the name starts
    /// with whose rest is style words.
    static func match(_ name: String) -> Match? {
        let n = key(name)
        for (k, entry) in keys where n.hasPrefix(k) {
            guard let (weight, italic) = style(n.dropFirst(k.count)) else { continue }
            let e = families[entry]
            return Match(family: e.family, clone: e.clone, weight: weight, italic: italic)
        }
        return nil
    }

    /// Every family's name and stems as compared, with the family's place in `families`;
    /// longest first.
    static let keys: [(key: String, entry: Int)] = families.enumerated()
        .flatMap { i, e in ([e.family] + e.stems).map { (key($0), i) } }
        .sorted { $0.key.count > $1.key.count || $0.key.count == $1.key.count && $0.key < $1.key }

    /// The weight and italic of style words, or nil when `rest` is not made of them.
    static func style(_ rest: Substring) -> (FontWeight?, Bool)? {
        var rest = rest, weight: FontWeight?, italic = false
        while !rest.isEmpty {
            // The longest word first: "bolditalic" is bold then italic, not "bold" then "it…".
            guard let w = styleWords.filter({ rest.hasPrefix($0.word) }).max(by: { $0.word.count < $1.word.count }) else { return nil }
            rest = rest.dropFirst(w.word.count)
            if let x = w.weight { weight = x }
            italic = italic || w.italic
        }
        return (weight, italic)
    }

    /// A name as it is compared: lower case, without spaces, hyphens and underscores.
    static func key(_ s: String) -> String {
        String(s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
