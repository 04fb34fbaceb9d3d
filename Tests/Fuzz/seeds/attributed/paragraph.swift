        style.alignment = .center
        style.lineSpacing = 4
        style.firstLineHeadIndent = 12
        style.lineBreakMode = .byTruncatingTail
        s.addAttributes([.paragraphStyle: style, .underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: 0, length: s.length))
