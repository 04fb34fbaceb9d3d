#!/usr/bin/env python3
"""swiftclasses.py N OUT.view — a .view file of N pasted Swift view classes, for make bench.

The classes are written as UIKit drawing code is: @IBInspectable properties, computed
properties, a private enum and struct of ratios, methods returning UIBezierPaths, CGContext
calls, loops over arrays with map/filter, optionals with guard let and ??, string
interpolation. Three shapes of class take turns (a face, a gauge with ticks, a check box),
each with its own constants, so no two classes are the same text. A canvas places them all
on a grid, so parse, check and run see every class.
"""
import sys

FACE = '''
@IBDesignable
class Face{i}: UIView {{
    @IBInspectable var scale: CGFloat = 0.{s}
    @IBInspectable var eyesOpen: Bool = {eyes}
    @IBInspectable var mouthCurvature: Double = {curve} // 1 is a smile, -1 a frown
    @IBInspectable var lineWidth: CGFloat = {lw}.0
    @IBInspectable var color: UIColor = UIColor.{color}

    private var skullRadius: CGFloat {{
        return min(bounds.size.width, bounds.size.height) / 2 * scale
    }}
    private var skullCenter: CGPoint {{
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }}
    private enum Eye {{
        case left
        case right
    }}
    private struct Ratios {{
        static let skullRadiusToEyeOffset: CGFloat = {eo}
        static let skullRadiusToEyeRadius: CGFloat = {er}
        static let skullRadiusToMouthWidth: CGFloat = 1
        static let skullRadiusToMouthHeight: CGFloat = 3
        static let skullRadiusToMouthOffset: CGFloat = 5
    }}
    private func pathForSkull() -> UIBezierPath {{
        let path = UIBezierPath(arcCenter: skullCenter, radius: skullRadius, startAngle: 0,
                                endAngle: CGFloat.pi * 2, clockwise: false)
        path.lineWidth = lineWidth
        return path
    }}
    private func pathForEye(_ eye: Eye) -> UIBezierPath {{
        func centerOfEye(_ eye: Eye) -> CGPoint {{
            let eyeOffset = skullRadius / Ratios.skullRadiusToEyeOffset
            var eyeCenter = skullCenter
            eyeCenter.y -= eyeOffset
            eyeCenter.x += ((eye == .left) ? -1 : 1) * eyeOffset
            return eyeCenter
        }}
        let eyeRadius = skullRadius / Ratios.skullRadiusToEyeRadius
        let eyeCenter = centerOfEye(eye)
        let path: UIBezierPath
        if eyesOpen {{
            path = UIBezierPath(arcCenter: eyeCenter, radius: eyeRadius, startAngle: 0,
                                endAngle: CGFloat.pi * 2, clockwise: true)
        }} else {{
            path = UIBezierPath()
            path.move(to: CGPoint(x: eyeCenter.x - eyeRadius, y: eyeCenter.y))
            path.addLine(to: CGPoint(x: eyeCenter.x + eyeRadius, y: eyeCenter.y))
        }}
        path.lineWidth = lineWidth
        return path
    }}
    private func pathForMouth() -> UIBezierPath {{
        let mouthWidth = skullRadius / Ratios.skullRadiusToMouthWidth
        let mouthHeight = skullRadius / Ratios.skullRadiusToMouthHeight
        let mouthOffset = skullRadius / Ratios.skullRadiusToMouthOffset
        let mouthRect = CGRect(x: skullCenter.x - mouthWidth / 2, y: skullCenter.y + mouthOffset,
                               width: mouthWidth, height: mouthHeight)
        let start = CGPoint(x: mouthRect.minX, y: mouthRect.midY)
        let end = CGPoint(x: mouthRect.maxX, y: mouthRect.midY)
        let smileOffset = CGFloat(max(-1, min(mouthCurvature, 1))) * mouthRect.height
        let cp1 = CGPoint(x: start.x + mouthRect.width / 3, y: start.y + smileOffset)
        let cp2 = CGPoint(x: end.x - mouthRect.width / 3, y: start.y + smileOffset)
        let path = UIBezierPath()
        path.move(to: start)
        path.addCurve(to: end, controlPoint1: cp1, controlPoint2: cp2)
        path.lineWidth = lineWidth
        return path
    }}
    override func draw(_ rect: CGRect) {{
        color.set()
        pathForSkull().stroke()
        pathForEye(.left).stroke()
        pathForEye(.right).stroke()
        pathForMouth().stroke()
    }}
}}
'''

GAUGE = '''
class Gauge{i}: UIView {{
    @IBInspectable var value: CGFloat = 0.{v}
    @IBInspectable var ticks: Int = {ticks}
    @IBInspectable var trackColor: UIColor = UIColor(white: 0.{w}, alpha: 1)
    @IBInspectable var fillColor: UIColor = UIColor(red: 0.{r}, green: 0.4, blue: 0.{b}, alpha: 1)
    var title: String? = nil
    var thresholds: [CGFloat] = [0.25, 0.5, 0.{t}]

    private let startAngle: CGFloat = .pi * 3 / 4
    private let endAngle: CGFloat = .pi / 4

    private func angle(for fraction: CGFloat) -> CGFloat {{
        let sweep = 2 * .pi - (startAngle - endAngle)
        return startAngle + sweep * max(0, min(1, fraction))
    }}

    override func draw(_ rect: CGRect) {{
        guard let context = UIGraphicsGetCurrentContext() else {{ return }}
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - {pad}
        context.setLineWidth({lw})
        context.setLineCap(.round)
        context.setStrokeColor(trackColor.cgColor)
        context.addArc(center: center, radius: radius, startAngle: angle(for: 0), endAngle: angle(for: 1), clockwise: false)
        context.strokePath()
        context.setStrokeColor(fillColor.cgColor)
        context.addArc(center: center, radius: radius, startAngle: angle(for: 0), endAngle: angle(for: value), clockwise: false)
        context.strokePath()
        let marks = (0...ticks).map {{ CGFloat($0) / CGFloat(ticks) }}.filter {{ $0 <= 1 }}
        context.setLineWidth(1)
        context.setStrokeColor(UIColor.darkGray.cgColor)
        for mark in marks {{
            let a = angle(for: mark)
            let inner = radius - {lw} - 2
            let outer = thresholds.contains(mark) ? inner - 6 : inner - 3
            context.move(to: CGPoint(x: center.x + cos(a) * inner, y: center.y + sin(a) * inner))
            context.addLine(to: CGPoint(x: center.x + cos(a) * outer, y: center.y + sin(a) * outer))
        }}
        context.strokePath()
        let label = title ?? "\\(Int(value * 100))%"
        if !label.isEmpty {{
            let needle = UIBezierPath()
            needle.move(to: center)
            needle.addLine(to: CGPoint(x: center.x + cos(angle(for: value)) * radius * 0.7,
                                       y: center.y + sin(angle(for: value)) * radius * 0.7))
            needle.lineWidth = 2
            UIColor.black.setStroke()
            needle.stroke()
        }}
    }}
}}
'''

CHECK = '''
@IBDesignable
class CheckBox{i}: UIButton {{
    @IBInspectable var color: UIColor = UIColor.{color}
    @IBInspectable var lineWidth: CGFloat = {lw}

    override func draw(_ rect: CGRect) {{
        guard let context = UIGraphicsGetCurrentContext() else {{
            return
        }}
        let height = bounds.height
        let width = bounds.width
        context.beginPath()
        context.setLineWidth(lineWidth)
        context.setStrokeColor(UIColor.black.cgColor)
        let box = bounds.insetBy(dx: width * 0.{inset}, dy: height * 0.{inset})
        let corner = min(box.width, box.height) / {corner}
        context.addPath(UIBezierPath(roundedRect: box, cornerRadius: corner).cgPath)
        context.strokePath()
        if isSelected {{
            context.setStrokeColor(color.cgColor)
            let points = [CGPoint(x: 0.2, y: 0.5), CGPoint(x: 0.45, y: 0.8), CGPoint(x: 0.8, y: 0.3)]
                .map {{ CGPoint(x: $0.x * width, y: $0.y * height) }}
            context.move(to: points[0])
            for p in points.dropFirst() {{
                context.addLine(to: p)
            }}
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.strokePath()
        }}
    }}
}}
'''

COLORS = ["blue", "red", "systemGreen", "orange", "purple", "brown", "systemTeal", "magenta"]


def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    classes, places = [], []
    cols = 10
    for i in range(n):
        k = i % 3
        if k == 0:
            classes.append(FACE.format(i=i, s=5 + i % 4, eyes="true" if i % 2 else "false",
                                       curve=round(1 - (i % 7) / 3, 2), lw=2 + i % 4,
                                       color=COLORS[i % len(COLORS)], eo=3 + i % 2, er=18 + i % 5))
            name = "Face%d" % i
            extra = ""
        elif k == 1:
            classes.append(GAUGE.format(i=i, v=1 + i % 9, ticks=8 + i % 5, w=7 + i % 3, r=1 + i % 8,
                                        b=2 + i % 7, t=70 + i % 20, pad=6 + i % 4, lw=4 + i % 5))
            name = "Gauge%d" % i
            extra = ""
        else:
            classes.append(CHECK.format(i=i, color=COLORS[i % len(COLORS)], lw=2 + i % 5,
                                        inset=10 + i % 8, corner=4 + i % 3))
            name = "CheckBox%d" % i
            extra = ", isSelected: %s" % ("true" if i % 2 else "false")
        x, y = (i % cols) * 100, (i // cols) * 100
        places.append("    %s(frame: Rect(%d, %d, 96, 96)%s)" % (name, x, y, extra))
    rows = (n + cols - 1) // cols
    with open(out, "w") as f:
        f.write("canvas(width: %d, height: %d) {\n    backgroundColor: .white\n" % (cols * 100, rows * 100))
        f.write("\n".join(places))
        f.write("\n}\n")
        f.write("".join(classes))


if __name__ == "__main__":
    main()
