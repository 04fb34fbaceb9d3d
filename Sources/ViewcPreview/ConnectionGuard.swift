// The preview's connections, guarded below Hummingbird as HTTP servers guard theirs: a request
// whose head does not arrive whole within `headerTimeout` of the connection opening is answered
// 408 and closed (a client that opens connections and never finishes them holds none for
// long), and a request the HTTP decoder cannot read is answered 400 and closed. Hummingbird's own channel (HTTP/1 with the
// WebSocket upgrade) does the rest; its idle timeout closes a kept-alive connection that
// stays silent.

import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

extension PreviewServer {
    /// HTTP/1 with the WebSocket upgrade (the page's live channel), each connection guarded
    /// (ConnectionGuard.swift): its first request's head within 10 seconds, a malformed request
    /// answered 400, a kept-alive connection closed after 60 silent seconds.
    static func guardedServer(_ router: Router<BasicWebSocketRequestContext>) -> HTTPServerBuilder {
        let webSocketResponder = router.buildResponder()
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .seconds(60)), ws: .init(maxFrameSize: 1 << 22, closeTimeout: .seconds(1)))
        return HTTPServerBuilder { responder in
            GuardedChannel(inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
                           headerTimeout: .seconds(10))
        }
    }
}

/// A server child channel that adds the guards to `inner`'s pipeline.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner
    let headerTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let front = ConnectionGuard(headerTimeout: headerTimeout)
        do {
            try channel.pipeline.syncOperations.addHandler(front, position: .first)
        } catch { return channel.eventLoop.makeFailedFuture(error) }
        let value = inner.setup(channel: channel, logger: logger)
        // The inner setup has put the HTTP decoder in place: the watch goes after it, where
        // the decoder's errors pass.
        do {
            try channel.pipeline.syncOperations.addHandler(ParseErrorWatch(front))
        } catch { return channel.eventLoop.makeFailedFuture(error) }
        return value
    }

    func handle(value: Value, logger: Logger) async { await inner.handle(value: value, logger: logger) }
}

/// First in the pipeline, where bytes go to and from the socket as they are: it watches each
/// request's head arrive (a blank line ends it, CRLF or bare LF alike; the preview takes no
/// request bodies, so the next byte after a head starts the next head) and answers, in raw
/// HTTP, a head that is not whole `headerTimeout` after its first byte (408) or one the decoder
/// refused (400), then closes. Once the connection is upgraded
/// to a WebSocket (a 101 written), it reads each client frame's header: a frame that is not
/// masked closes the connection with status 1002, as RFC 6455 §5.1 requires of a server.
/// Bytes that follow a head asking for the upgrade (`websocket` in it) are held until the
/// answer, which is due within `headerTimeout` (else 408): after a 101 they are frames a client
/// sent before the handshake's answer, which RFC 6455 §4.1 forbids, and close the connection
/// with 1002 unread; after any other answer they are read as the next head. Everything else
/// passes through it untouched.
final class ConnectionGuard: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData
    let headerTimeout: TimeAmount
    private var timer: Scheduled<Void>?
    private var context: ChannelHandlerContext?
    /// Whether a head is being read (from the connection's start, and from the first byte
    /// after a head), and the last three bytes of it.
    private var inHead = true
    private var last: (UInt8, UInt8, UInt8) = (0, 0, 0)
    private var answered = false
    private var upgraded = false
    /// The frame header being read (2 to 14 bytes), and the payload bytes still to skip.
    private var frameHeader: [UInt8] = []
    private var payloadLeft: UInt64 = 0
    /// How much of "websocket" the head being read has just shown (case aside), and whether
    /// it showed all of it; the bytes held after such a head until it is answered.
    private var matched = 0
    private var asksUpgrade = false
    private var held: ByteBuffer?
    static let upgradeWord = Array("websocket".utf8)
    /// The most held before an answer: a client that floods frames before the 101 is refused.
    static let maxHeld = 1 << 20

    init(headerTimeout: TimeAmount) { self.headerTimeout = headerTimeout }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        startClock(context)
    }

    private func startClock(_ context: ChannelHandlerContext) {
        let loop = NIOLoopBound(self, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: headerTimeout) { loop.value.refuse(http: "408 Request Timeout") }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        if upgraded {
            if !framesAreMasked(bytes.readableBytesView) {
                refuse(raw: [0x88, 0x02, 0x03, 0xEA])   // Close, status 1002 (protocol error)
                return
            }
        } else if held != nil {
            hold(&bytes)
            return
        } else {
            let view = bytes.readableBytesView
            var i = view.startIndex
            while i < view.endIndex {
                let byte = view[i]
                i += 1
                if !inHead {
                    inHead = true
                    last = (0, 0, 0)
                    matched = 0
                    asksUpgrade = false
                    startClock(context)
                }
                last = (last.1, last.2, byte)
                let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
                matched = lower == Self.upgradeWord[matched] ? matched + 1 : lower == Self.upgradeWord[0] ? 1 : 0
                if matched == Self.upgradeWord.count { asksUpgrade = true; matched = 0 }
                // A head ends at a blank line: "\n\n", or "\n\r\n" (the end of "\r\n\r\n").
                if byte == 10 && (last.1 == 10 || (last.1 == 13 && last.0 == 10)) {
                    inHead = false
                    timer?.cancel()
                    timer = nil
                    if asksUpgrade {
                        // What follows waits for the answer to this head.
                        let used = i - view.startIndex
                        var rest = bytes.getSlice(at: bytes.readerIndex + used, length: bytes.readableBytes - used) ?? ByteBuffer()
                        held = context.channel.allocator.buffer(capacity: 0)
                        // The answer is due within the head's time: a head that promises a body
                        // it then holds back (held here) gets a 408, not a connection held open.
                        startClock(context)
                        context.fireChannelRead(wrapInboundOut(bytes.getSlice(at: bytes.readerIndex, length: used)!))
                        if rest.readableBytes > 0 { hold(&rest) }
                        return
                    }
                }
            }
        }
        context.fireChannelRead(data)
    }

    /// Keeps `bytes` until the upgrade head is answered (`release`).
    private func hold(_ bytes: inout ByteBuffer) {
        guard held!.readableBytes + bytes.readableBytes <= Self.maxHeld else { refuse(http: "400 Bad Request"); return }
        held!.writeBuffer(&bytes)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !upgraded, case .byteBuffer(let b) = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        if b.readableBytesView.starts(with: Self.switching) {
            upgraded = true
            timer?.cancel()
        }
        guard let held else {
            context.write(data, promise: promise)
            return
        }
        self.held = nil
        timer?.cancel()
        timer = nil
        context.write(data, promise: promise)
        guard held.readableBytes > 0 else { return }
        if upgraded {
            context.flush()
            refuse(raw: [0x88, 0x02, 0x03, 0xEA])   // Close, status 1002 (protocol error)
            return
        }
        // Read on once the answer is written: the next head, then the end of the read (the
        // handlers after this one pass on what they have at a read's end).
        let loop = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.execute {
            let (guardHandler, context) = loop.value
            guard context.channel.isActive else { return }
            guardHandler.channelRead(context: context, data: guardHandler.wrapInboundOut(held))
            context.fireChannelReadComplete()
        }
    }

    static let switching = Array("HTTP/1.1 101 ".utf8)

    /// Reads the frame headers in `bytes` (a frame may span reads): false at the first
    /// whose mask bit is clear.
    private func framesAreMasked(_ bytes: ByteBufferView) -> Bool {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if payloadLeft > 0 {
                let skip = min(payloadLeft, UInt64(bytes.endIndex - i))
                i += Int(skip)
                payloadLeft -= skip
                continue
            }
            frameHeader.append(bytes[i])
            i += 1
            guard frameHeader.count >= 2 else { continue }
            if frameHeader[1] & 0x80 == 0 { return false }
            let short = frameHeader[1] & 0x7F
            let lengthBytes = short == 126 ? 2 : short == 127 ? 8 : 0
            guard frameHeader.count == 2 + lengthBytes + 4 else { continue }
            payloadLeft = lengthBytes == 0 ? UInt64(short)
                : frameHeader[2..<2 + lengthBytes].reduce(0) { $0 << 8 | UInt64($1) }
            frameHeader.removeAll(keepingCapacity: true)
        }
        return true
    }

    /// Answers `status` ("400 Bad Request") straight to the socket and closes, once.
    func refuse(http status: String) {
        refuse(raw: Array("HTTP/1.1 \(status)\r\nConnection: close\r\nContent-Length: 0\r\n\r\n".utf8))
    }

    private func refuse(raw: [UInt8]) {
        guard !answered, let context, context.channel.isActive else { return }
        answered = true
        timer?.cancel()
        let reply = context.channel.allocator.buffer(bytes: raw)
        context.writeAndFlush(NIOAny(IOData.byteBuffer(reply))).whenComplete { _ in context.close(promise: nil) }
    }
}

/// After the HTTP decoder: a request it cannot read (HTTPParserError) is refused with a 400 by
/// the connection's guard. Reads pass on unopened.
final class ParseErrorWatch: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    let front: ConnectionGuard
    init(_ front: ConnectionGuard) { self.front = front }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) { context.fireChannelRead(data) }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError { front.refuse(http: "400 Bad Request") }
        context.fireErrorCaught(error)
    }
}
