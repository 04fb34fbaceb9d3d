        for i in 0..<s.length {
            let hue = CGFloat(i) / CGFloat(max(1, s.length))
            s.addAttribute(.foregroundColor, value: UIColor(hue: hue, saturation: 1, brightness: 0.8, alpha: 1), range: NSRange(location: i, length: 1))
            s.addAttribute(.font, value: UIFont.systemFont(ofSize: 10 + CGFloat(i % 7)), range: NSRange(location: i, length: 1))
        }
