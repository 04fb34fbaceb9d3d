    override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.saveGState()
        ctx.translateBy(x: 100, y: 60)
        ctx.rotate(by: .pi / 6)
        ctx.setShadow(offset: CGSize(width: 2, height: 2), blur: 4, color: UIColor.gray.cgColor)
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        if let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            ctx.addEllipse(in: CGRect(x: -40, y: -30, width: 80, height: 60))
            ctx.clip()
            ctx.drawLinearGradient(g, start: CGPoint(x: -40, y: 0), end: CGPoint(x: 40, y: 0), options: [])
        }
        ctx.restoreGState()
    }
