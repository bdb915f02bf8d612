// swift-format-ignore-file
// The program below is Python, whose top-level code starts at column 0; kept there, unindented, it
// reads (and runs, copied out) as the Python file it was, `scripts/image_server.py`.

/// The loopback image server's program: Python 3, its standard library only. It is kept in the binary
/// and run from memory (`python3 -c`), so that tests and `burin bench --scenario url` need no source
/// tree: an installed `burin` finds it where it is. It is Python because its hostile routes (a reset
/// mid-body, a gzip bomb, a drip of one byte) are a few lines each on `http.server`.
enum LoopbackImageServerScript {
    static let source = #"""
"""A loopback HTTP server with good and hostile image routes, for Burin's tests and `burin bench`.

Binds 127.0.0.1 on an ephemeral port, prints the port on one line, and serves until its stdin
closes (the test process holds the other end, so the server dies with it even after a crash).
Standard library only. With `--root DIR`, it also serves DIR's files (the photos of a feed).

Routes (every one counted by /count except /count itself):
  /file/PATH?latency=MS   the file PATH under --root after MS milliseconds (404 outside it or
                          without --root; any other query is ignored, so URLs can differ per row)
  /image.png?latency=MS   a real 96x64 PNG after MS milliseconds (any other query is ignored,
                          so tests can make distinct URLs)
  /status/CODE            that status with a hostile body (escape sequences)
  /reset                  claims 100000 bytes, sends 1000, then resets the connection
  /garbage                200 with bytes that are no image
  /drip?interval=MS       claims 100000 bytes of PNG, sends one byte every MS milliseconds
  /huge                   claims Content-Length 2 GB, then sends nothing for 30 s
  /endless                200 with no length: the PNG, then 64 MiB of zeros as fast as loopback goes
  /gzip-bomb              Content-Encoding gzip: a few KB on the wire, 2 MiB decoded
  /lying-length           claims Content-Length 1000 but is chunked: the PNG, then 64 MiB of zeros
  /redirect/N             N redirects, then the PNG
  /loop                   redirects to itself
  /redirect-to?location=U redirects to U (another scheme, say)
  /slow-headers?ms=MS     sends nothing for MS milliseconds, then the PNG
  /count                  how many requests were served, as decimal text
"""

import gzip
import http.server
import os
import socket
import struct
import sys
import threading
import time
import urllib.parse
import zlib


def make_png(width, height):
    """An RGB PNG with a smooth gradient, built with zlib (no imaging library needed)."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter type: none
        for x in range(width):
            rows += bytes((x * 255 // (width - 1), y * 255 // (height - 1), 128))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows)))
            + chunk(b"IEND", b""))


PNG = make_png(96, 64)
# 2 MiB once decoded, a couple of kilobytes on the wire.
GZIP_BOMB = gzip.compress(PNG + b"\0" * (2 * 1024 * 1024))
GARBAGE = b"<html><body>\x1b[2J\x1b]0;pwned\x07 this is not an image</body></html>\n" * 20
HOSTILE_BODY = b"\x1b[31mnot found\x1b[0m\r\n\x00\xff"

counter_lock = threading.Lock()
request_count = 0


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes; with Nagle's algorithm on, the body of every
    # kept-alive response would wait ~40 ms for the client's delayed ACK.
    disable_nagle_algorithm = True

    def log_message(self, format, *args):
        pass  # the tests read only the port from stdout

    def do_GET(self):
        global request_count
        url = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(url.query)
        path = url.path
        if path == "/count":
            with counter_lock:
                count = request_count
            self.send_body(200, str(count).encode(), "text/plain")
            return
        with counter_lock:
            request_count += 1

        def number(name, default):
            try:
                return int(query.get(name, [default])[0])
            except ValueError:
                return default

        try:
            if path.startswith("/file/"):
                time.sleep(number("latency", 0) / 1000)
                body = read_under_root(urllib.parse.unquote(path[len("/file/"):]))
                if body is None:
                    self.send_body(404, b"no such file", "text/plain")
                else:
                    self.send_body(200, body, "application/octet-stream")
            elif path == "/image.png":
                time.sleep(number("latency", 0) / 1000)
                self.send_body(200, PNG, "image/png")
            elif path.startswith("/status/"):
                self.send_body(int(path[len("/status/"):]), HOSTILE_BODY, "text/plain")
            elif path == "/reset":
                self.send_head(200, 100000, "image/png")
                self.wfile.write((PNG + b"\0" * 1000)[:1000])
                self.wfile.flush()
                time.sleep(0.05)
                # SO_LINGER with a zero timeout turns close() into a TCP reset.
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.connection.close()
                self.close_connection = True
            elif path == "/garbage":
                self.send_body(200, GARBAGE, "image/png")
            elif path == "/drip":
                interval = number("interval", 50) / 1000
                self.send_head(200, 100000, "image/png")
                body = PNG + b"\0" * 100000
                for i in range(100000):
                    self.wfile.write(body[i:i + 1])
                    self.wfile.flush()
                    time.sleep(interval)
            elif path == "/huge":
                self.send_head(200, 2 * 1024 * 1024 * 1024, "image/png")
                self.wfile.flush()
                time.sleep(30)
                self.close_connection = True
            elif path == "/endless":
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(PNG)
                zeros = b"\0" * 65536
                for _ in range(1024):  # 64 MiB at loopback speed: enough to pass any test's limit
                    self.wfile.write(zeros)
                self.close_connection = True
            elif path == "/gzip-bomb":
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(GZIP_BOMB)))
                self.end_headers()
                self.wfile.write(GZIP_BOMB)
            elif path == "/lying-length":
                # Chunked overrides the length (RFC 9112): a client must count what comes.
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Length", "1000")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                zeros = b"\0" * 65536
                for chunk in [PNG] + [zeros] * 1024:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                self.wfile.write(b"0\r\n\r\n")
                self.close_connection = True
            elif path.startswith("/redirect/"):
                remaining = int(path[len("/redirect/"):])
                if remaining <= 0:
                    self.send_body(200, PNG, "image/png")
                else:
                    self.redirect("/redirect/%d" % (remaining - 1))
            elif path == "/loop":
                self.redirect("/loop")
            elif path == "/redirect-to":
                self.redirect(query.get("location", ["/image.png"])[0])
            elif path == "/slow-headers":
                time.sleep(number("ms", 1000) / 1000)
                self.send_body(200, PNG, "image/png")
            else:
                self.send_body(404, b"no such route", "text/plain")
        except (BrokenPipeError, ConnectionResetError, OSError):
            self.close_connection = True  # the client gave up, as the tests expect it to

    def send_head(self, status, length, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(length))
        self.end_headers()

    def send_body(self, status, body, content_type):
        self.send_head(status, len(body), content_type)
        self.wfile.write(body)

    def redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()


ROOT = None


def read_under_root(relative):
    """The bytes of ROOT/relative, or None when there is no root or the path leaves it."""
    if ROOT is None:
        return None
    # Normalised, not resolved: a symbolic link under the root (a bench's per-row name) is served.
    path = os.path.normpath(os.path.join(ROOT, relative))
    if not (path == ROOT or path.startswith(ROOT + os.sep)) or not os.path.isfile(path):
        return None
    with open(path, "rb") as f:
        return f.read()


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a client that hangs up mid-response is what half the routes are for


def exit_when_stdin_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    global ROOT
    if len(sys.argv) == 3 and sys.argv[1] == "--root":
        ROOT = os.path.abspath(sys.argv[2])
    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
"""#
}
