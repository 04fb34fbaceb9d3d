        style.alignment = .center
        style.paragraphSpacing = 6
        let second = NSMutableParagraphStyle()
        second.alignment = .right
        second.firstLineHeadIndent = 10
        second.paragraphSpacingBefore = 4
        second.lineHeightMultiple = 1.5
        s.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 21))
        s.addAttribute(.paragraphStyle, value: second, range: NSRange(location: 21, length: s.length - 21))
        s.append(NSAttributedString(string: "\u{2029}third\r\n", attributes: [.paragraphStyle: style, .link: "https://example.com"]))
