    var label: UILabel?
    lazy var values: [Double] = { (0..<8).map { Double($0) * 1.5 } }()
    struct Bar { var height: CGFloat; func rect(_ i: Int) -> CGRect { CGRect(x: CGFloat(i) * 20, y: 100 - height, width: 16, height: height) } }
    enum Style: Int, CaseIterable { case flat, round }
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let bars = values.map { Bar(height: CGFloat($0) * 10) }
        for (i, b) in bars.enumerated() where i % 2 == 0 {
            ctx.setFillColor((Style(rawValue: i % 2) == .flat ? UIColor.blue : UIColor.red).cgColor)
            ctx.fill(b.rect(i))
        }
        label?.text = String(format: "%.1f", values.reduce(0, +))
    }
