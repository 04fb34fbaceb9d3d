#!/usr/bin/env python3
"""One random scene written twice: as a .view file for viewc and as a plain text file for the C
reference (bench/ref.c), so that both draw exactly the same paths.

    python3 bench/scene.py [--hard] N PREFIX [SEED] ->  PREFIX.view  PREFIX.paths
    python3 bench/scene.py --batch COUNT N DIR ->  DIR/views/dK.view (COUNT scenes of N paths)
                                                  and DIR/graphs/gK.dot (COUNT graphs as small)

The scene is issue 10's: a 2000x2000 canvas on a white background, N closed paths of three
cubic curves each, filled with one random opaque colour and stroked with another, line width
0.5-3, round joins, each path within 60 px of its start.

--hard writes a scene the project is not tuned for: the same canvas, N closed paths of 2 to 6
cubic curves each reaching up to 150 px from the start (so they cross themselves and cover
more of the page), filled with a translucent colour (alpha 0.2-0.8: every fill blends, and
nothing is opaque for the backend to take a shortcut on) and stroked opaque, line width 1-6,
round joins.

Every number is written with the same digits in both files (3 decimals, 2 for line widths),
so viewc and C parse the same decimal strings into the same doubles.

PREFIX.paths: a first line "WIDTH HEIGHT", then one line per path, in the order of the cairo
calls:  x0 y0 (move)  K  K x (c1x c1y c2x c2y x y) (curve_to)  fill r g b a  line-width
stroke r g b a.
"""
import os
import random
import sys


def scene(n, rnd, size=2000, hard=False):
    """The .view text and the .paths text of one scene of n paths on a size x size canvas
    (the harder scene of the module's comment when hard)."""
    view = ["canvas(width: %d, height: %d) {" % (size, size), "    backgroundColor: white"]
    paths = ["%d %d" % (size, size)]
    reach = 150 if hard else 60
    for _ in range(n):
        x, y = rnd.uniform(0, size), rnd.uniform(0, size)
        curves = rnd.randint(2, 6) if hard else 3
        pts = ["%.3f" % v for _ in range(3 * curves)
               for v in (x + rnd.uniform(-reach, reach), y + rnd.uniform(-reach, reach))]
        # pts: 3 points a curve as strings; curve k uses control1 = pts[6k..], control2, end point.
        fill = ["%.3f" % rnd.random() for _ in range(3)]
        fill_alpha = "%.3f" % rnd.uniform(0.2, 0.8) if hard else None
        width = "%.2f" % (rnd.uniform(1, 6) if hard else rnd.uniform(0.5, 3))
        stroke = ["%.3f" % rnd.random() for _ in range(3)]
        mx, my = "%.3f" % x, "%.3f" % y
        view.append("    path {")
        view.append("        move(to: Point(%s, %s))" % (mx, my))
        for k in range(curves):
            c1x, c1y, c2x, c2y, ex, ey = pts[6 * k:6 * k + 6]
            view.append("        curve(to: Point(%s, %s), control1: Point(%s, %s), control2: Point(%s, %s))"
                        % (ex, ey, c1x, c1y, c2x, c2y))
        view.append("        close()")
        view.append("        fill(rgb(%s))" % ", ".join(fill + ([fill_alpha] if fill_alpha else [])))
        view.append("        lineWidth: %s" % width)
        view.append("        lineJoin: .round")
        view.append("        stroke(rgb(%s, %s, %s))" % tuple(stroke))
        view.append("    }")
        paths.append(" ".join([mx, my, str(curves)] + pts + fill + [fill_alpha or "1", width] + stroke + ["1"]))
    view.append("}")
    return "\n".join(view) + "\n", "\n".join(paths) + "\n"


def graph(n, rnd):
    """A directed graph as small as a scene of n paths: n nodes, n edges, a label and a colour each."""
    lines = ["digraph g {"]
    for i in range(n):
        lines.append('    n%d [label="node %d", color="#%06x"];' % (i, i, rnd.randrange(1 << 24)))
    for i in range(n):
        lines.append("    n%d -> n%d;" % (i, rnd.randrange(n)))
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    args = sys.argv[1:]
    if len(args) == 4 and args[0] == "--batch":
        count, n, folder = int(args[1]), int(args[2]), args[3]
        os.makedirs(os.path.join(folder, "views"), exist_ok=True)
        os.makedirs(os.path.join(folder, "graphs"), exist_ok=True)
        for k in range(count):
            rnd = random.Random(1000 + k)
            view, _ = scene(n, rnd, size=400)
            with open(os.path.join(folder, "views", "d%04d.view" % k), "w") as f:
                f.write(view)
            with open(os.path.join(folder, "graphs", "g%04d.dot" % k), "w") as f:
                f.write(graph(n, rnd))
        return
    hard = args[:1] == ["--hard"]
    if hard:
        args = args[1:]
    if len(args) not in (2, 3):
        sys.exit(__doc__)
    n, prefix = int(args[0]), args[1]
    view, paths = scene(n, random.Random(int(args[2]) if len(args) == 3 else 1), hard=hard)
    with open(prefix + ".view", "w") as f:
        f.write(view)
    with open(prefix + ".paths", "w") as f:
        f.write(paths)


if __name__ == "__main__":
    main()
