    @IBInspectable var value: CGFloat = 0.6 { didSet { setNeedsDisplay() } }
    @IBInspectable var count: Int = 5
    var colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen]
    override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let r = min(bounds.width, bounds.height) / 2 - 8
        for i in 0..<count {
            let a = CGFloat(i) / CGFloat(count) * .pi * 2
            let p = UIBezierPath(arcCenter: c, radius: r, startAngle: a, endAngle: a + value, clockwise: true)
            colors[i % colors.count].setStroke()
            p.lineWidth = 6
            p.stroke()
        }
    }
