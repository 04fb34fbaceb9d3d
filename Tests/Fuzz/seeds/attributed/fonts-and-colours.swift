        s.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 18), range: NSRange(location: 0, length: 5))
        s.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 7, length: 5))
        s.addAttribute(.kern, value: 2.5, range: NSRange(location: 0, length: s.length))
