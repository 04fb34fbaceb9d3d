// Stretchable images and views: UIImage.resizableImage(withCapInsets:resizingMode:) on an image
// view (`capInsets:` and `resizingMode:` in its block), and UIView.contentStretch on a
// component drawn at its intrinsic size.
//
// Both cut the source into nine cells by two vertical and two horizontal lines. The corner
// cells keep their size; the edge cells and the middle are stretched to fill the rest (or, for
// a resizable image in `.tile` mode — UIKit's default — repeated at their size along the axes
// they fill). When the destination is smaller than the caps together, the caps shrink in
// proportion, as UIKit shrinks them.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// How a resizable image fills its middle (UIImage.ResizingMode).
public enum ResizingMode: String, Sendable, CaseIterable { case tile, stretch }

enum NineSlice {
    /// The three spans of each axis: source [0, a, b, size] → destination [d0, d0 + a', d1 − (size − b)', d1].
    static func spans(_ size: Double, _ lead: Double, _ trail: Double, _ d0: Double, _ d1: Double) -> (src: [Double], dst: [Double]) {
        let l = max(0, min(lead, size)), t = max(0, min(trail, size - l))
        let room = d1 - d0
        let f = l + t > room && l + t > 0 ? room / (l + t) : 1
        return ([0, l, size - t, size], [d0, d0 + l * f, d1 - t * f, d1])
    }

    /// A resizable image drawn into `dest` (user space): each cell clipped and drawn.
    static func image(_ img: ImageContent, into dest: Rect, caps: EdgeInsets, mode: ResizingMode, range r: SourceRange, _ out: inout [Item]) {
        let size = img.size, scale = Double(img.scale)
        let (sx, dx) = spans(size.width, caps.left, caps.right, dest.minX, dest.maxX)
        let (sy, dy) = spans(size.height, caps.top, caps.bottom, dest.minY, dest.maxY)
        for c in grid(sx, dx, sy, dy) {
            let (i, j, src, dst) = (c.column, c.row, c.source, c.destination)
            var cell = BezierPath()
            cell.addRect(dst)
            let kx = dst.width / src.width, ky = dst.height / src.height
            // Tiled along an axis the cell fills (the middle column or row), in tile mode.
            let tileX = mode == .tile && i == 1, tileY = mode == .tile && j == 1
            if tileX || tileY {
                // The cell's pixels, whole pixels (a cap inset may fall inside one).
                let px0 = (src.minX * scale).rounded(), py0 = (src.minY * scale).rounded()
                let px1 = max(px0 + 1, (src.maxX * scale).rounded()), py1 = max(py0 + 1, (src.maxY * scale).rounded())
                let source = Rect(px0, py0, min(px1, Double(img.pixelWidth)) - px0, min(py1, Double(img.pixelHeight)) - py0)
                // Tile pixels → points at the image's scale, stretched along an axis not tiled, from the cell's corner.
                let t = Transform(scaleX: (tileX ? 1 : kx) / scale, y: (tileY ? 1 : ky) / scale)
                    .concatenating(Transform(translationX: dst.minX, y: dst.minY))
                out.append(Item(.fill(cell.data, .pattern(ImagePattern(image: img.ref, source: source, transform: t)), .nonZero), r))
            } else {
                // The whole image placed so that this cell lands on its destination, clipped to it.
                let whole = Rect(dst.minX - src.minX * kx, dst.minY - src.minY * ky, size.width * kx, size.height * ky)
                out.append(Item(.save, r))
                out.append(Item(.clip(cell.data, .nonZero), r))
                out.append(Item(.image(img.ref, dest: whole), r))
                out.append(Item(.restore, r))
            }
        }
    }

    /// The nine cells of two cut axes that have an area both in the source and the destination.
    static func grid(_ sx: [Double], _ dx: [Double], _ sy: [Double], _ dy: [Double]) -> [(column: Int, row: Int, source: Rect, destination: Rect)] {
        var out: [(Int, Int, Rect, Rect)] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let src = Rect(sx[i], sy[j], sx[i + 1] - sx[i], sy[j + 1] - sy[j])
                let dst = Rect(dx[i], dy[j], dx[i + 1] - dx[i], dy[j + 1] - dy[j])
                if src.width > 0, src.height > 0, dst.width > 1e-9, dst.height > 1e-9 { out.append((i, j, src, dst)) }
            }
        }
        return out
    }

    /// UIView.contentStretch: a drawing made for `source` (the intrinsic size) fitted into
    /// `dest` with only the part inside `stretch` (unit coordinates of the drawing) stretched:
    /// each cell's clip (in the destination's coordinates) and the transform that takes the
    /// drawing's coordinates there.
    static func cells(source: Size, into dest: Rect, stretch: Rect) -> [(clip: BezierPath, transform: Transform)] {
        // A stretchable part of no width (UIKit stretches one pixel) is a strip one point wide.
        var sw = stretch.width * source.width, sh = stretch.height * source.height
        var x0 = stretch.minX * source.width, y0 = stretch.minY * source.height
        if sw <= 0 { sw = min(1, source.width); x0 = max(0, min(x0, source.width - sw)) }
        if sh <= 0 { sh = min(1, source.height); y0 = max(0, min(y0, source.height - sh)) }
        let (sx, dx) = spans(source.width, x0, source.width - x0 - sw, dest.minX, dest.maxX)
        let (sy, dy) = spans(source.height, y0, source.height - y0 - sh, dest.minY, dest.maxY)
        return grid(sx, dx, sy, dy).map { c in
            var cell = BezierPath()
            cell.addRect(c.destination)
            let kx = c.destination.width / c.source.width, ky = c.destination.height / c.source.height
            return (cell, Transform(scaleX: kx, y: ky).concatenating(
                Transform(translationX: c.destination.minX - c.source.minX * kx, y: c.destination.minY - c.source.minY * ky)))
        }
    }
}
