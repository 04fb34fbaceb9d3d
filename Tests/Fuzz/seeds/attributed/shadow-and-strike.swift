        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.5)
        s.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: 5))
        s.addAttribute(.strikethroughStyle, value: 1, range: NSRange(location: 7, length: 9))
        s.addAttribute(.baselineOffset, value: -3, range: NSRange(location: 2, length: 2))
