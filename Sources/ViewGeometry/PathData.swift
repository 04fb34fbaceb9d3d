// PathData — a normalised path as the IR keeps it: the elements of a BezierPath packed into one
// buffer of 64-bit words. A page of a large drawing keeps hundreds of thousands of paths for as
// long as it renders (a PNG's bands each play every op), and a PathElement is an enum of 56
// bytes whatever its case: a closed path of three cubics took 312 bytes as [PathElement] and
// takes 200 packed (a move's or a line's point is 16 bytes, a cubic's 48, a close nothing, and
// each element two bits of verb, the first 16 elements' in the word that counts them). The
// points are kept as their exact bits, so what is drawn from a PathData is what was drawn from
// the elements.
//
// A PathData may instead share a BezierPath's array of elements (`init(sharing:)`), costing
// nothing more while the view tree holds that array: the lowering shares when the tree is kept
// (or an SVG's chunks drawn ahead hold the same paths, CairoBackend/SVGSpeculation.swift), and
// packs when the tree's paths are let go as they are lowered (Lowering.lower, consumesDrawing).

/// A path's elements, packed (see the header); read as a sequence of `PathElement`.
public struct PathData: Sendable, Equatable, Sequence, ExpressibleByArrayLiteral {
    /// `words[0]`: the number of elements, n, in its low 32 bits, and the verbs of the first 16
    /// elements in its high 32, two bits an element (0 move, 1 line, 2 cubic, 3 close; element
    /// i at bit 32 + 2i). Then, for a path of more than 16 elements, ⌈(n − 16)/32⌉ words of
    /// the others' verbs (element 16 + j at bit 2·(j mod 32) of word 1 + j/32). Then the
    /// elements' points in order, each as x and y (Double bit patterns). No words: empty.
    @usableFromInline var words: [UInt64] { if case .packed(let w) = storage { return w }; return [] }

    @usableFromInline enum Storage: Sendable {
        case packed([UInt64])
        case shared([PathElement])
    }
    @usableFromInline let storage: Storage

    /// Words of verbs after the first, for `n` elements.
    @inlinable static func verbWords(_ n: Int) -> Int { n <= 16 ? 0 : (n - 16 + 31) >> 5 }

    /// Where element `i`'s verb is: its word and bit.
    @inlinable static func verbPlace(_ i: Int) -> (word: Int, bit: UInt64) {
        if i < 16 { return (0, UInt64(32 + 2 * i)) }
        let j = i - 16
        return (1 + j >> 5, UInt64((j & 31) << 1))
    }

    public init() { storage = .packed([]) }

    /// The elements as they are, their array shared (see the header).
    public init(sharing elements: [PathElement]) { storage = .shared(elements) }
    public init(arrayLiteral elements: PathElement...) { self.init(elements) }

    public init(_ elements: [PathElement]) {
        let n = elements.count
        if n == 0 { storage = .packed([]); return }
        precondition(n < 1 << 32, "a path of 2³² elements")
        var points = 0
        for e in elements {
            switch e {
            case .move, .line: points += 1
            case .cubic: points += 3
            case .close: break
            }
        }
        let verbWords = Self.verbWords(n)
        storage = .packed(Array(unsafeUninitializedCapacity: 1 + verbWords + 2 * points) { buf, count in
            buf[0] = UInt64(n)
            for k in 0..<verbWords { buf[1 + k] = 0 }
            var at = 1 + verbWords
            @inline(__always) func put(_ p: Point) {
                buf[at] = p.x.bitPattern; buf[at + 1] = p.y.bitPattern; at += 2
            }
            for (i, e) in elements.enumerated() {
                let verb: UInt64
                switch e {
                case .move(let p): verb = 0; put(p)
                case .line(let p): verb = 1; put(p)
                case .cubic(let a, let b, let p): verb = 2; put(a); put(b); put(p)
                case .close: verb = 3
                }
                let (w, bit) = Self.verbPlace(i)
                buf[w] |= verb << bit
            }
            count = at
        })
    }

    /// The number of elements.
    @inlinable public var count: Int {
        switch storage {
        case .packed(let words): return words.isEmpty ? 0 : Int(truncatingIfNeeded: words[0] & 0xffff_ffff)
        case .shared(let elements): return elements.count
        }
    }
    @inlinable public var isEmpty: Bool { count == 0 }
    @inlinable public var underestimatedCount: Int { count }

    /// The elements, unpacked.
    public var elements: [PathElement] {
        if case .shared(let elements) = storage { return elements }
        return Array(self)
    }

    public func makeIterator() -> Iterator {
        switch storage {
        case .packed(let words): return Iterator(words)
        case .shared(let elements): return Iterator(shared: elements)
        }
    }

    public struct Iterator: IteratorProtocol {
        @usableFromInline let words: [UInt64]
        /// A shared path's elements (`words` then empty).
        @usableFromInline let shared: [PathElement]?
        @usableFromInline let n: Int
        @usableFromInline var i = 0
        @usableFromInline var at: Int

        @usableFromInline init(shared: [PathElement]) {
            words = []
            self.shared = shared
            n = shared.count
            at = 0
        }

        @usableFromInline init(_ words: [UInt64]) {
            self.words = words
            shared = nil
            n = words.isEmpty ? 0 : Int(truncatingIfNeeded: words[0] & 0xffff_ffff)
            at = 1 + PathData.verbWords(n)
        }

        @inlinable mutating func point() -> Point {
            let p = Point(Double(bitPattern: words[at]), Double(bitPattern: words[at + 1]))
            at += 2
            return p
        }

        @inlinable public mutating func next() -> PathElement? {
            guard i < n else { return nil }
            if let shared {
                i += 1
                return shared[i - 1]
            }
            let (w, bit) = PathData.verbPlace(i)
            let verb = (words[w] >> bit) & 3
            i += 1
            switch verb {
            case 0: return .move(point())
            case 1: return .line(point())
            case 2:
                let a = point(), b = point()
                return .cubic(a, b, point())
            default: return .close
            }
        }
    }

    /// Equal as their elements are (coordinates compared as numbers, as [PathElement]'s ==
    /// compares them: 0 and -0 are equal, a NaN equals nothing).
    public static func == (l: PathData, r: PathData) -> Bool {
        guard case .packed = l.storage, case .packed = r.storage else {
            return l.count == r.count && zip(l, r).allSatisfy { $0 == $1 }
        }
        if l.words.count != r.words.count { return false }
        if l.words.isEmpty { return true }
        if l.words[0] != r.words[0] { return false }
        let verbEnd = 1 + verbWords(Int(truncatingIfNeeded: l.words[0] & 0xffff_ffff))
        for k in 1..<verbEnd where l.words[k] != r.words[k] { return false }
        for k in verbEnd..<l.words.count where Double(bitPattern: l.words[k]) != Double(bitPattern: r.words[k]) { return false }
        return true
    }
}

extension BezierPath {
    /// The elements packed, as the IR keeps them.
    public var data: PathData { PathData(elements) }
}
