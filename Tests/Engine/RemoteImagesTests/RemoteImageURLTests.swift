import Testing

@testable import BurinRemoteImages

@Suite struct RemoteImageURLTests {
    @Test func httpAndHTTPSInAnyCasePass() {
        for url in [
            "http://example.com/a.png", "https://example.com", "HTTPS://Example.COM:8443/a?b=c#d",
            "http://user:pass@127.0.0.1:80/x", "http://[::1]:8080/a.png", "http://例え.jp/画像.png",
        ] {
            #expect(RemoteImageURL.problem(with: url, maxBytes: 8192) == nil, "\(url)")
        }
    }

    @Test func otherSchemesAreBadSchemes() {
        for url in [
            "file:///etc/passwd", "ftp://x/y", "javascript:alert(1)", "data:image/png;base64,AA", "httpx://a/b",
        ] {
            #expect(RemoteImageURL.problem(with: url, maxBytes: 8192) == .badScheme, "\(url)")
        }
    }

    @Test func malformedAndOversizedURLsAreMalformed() {
        for url in [
            "", "example.com/a.png", "/local/path.png", ":nothing", "http:/one-slash", "http://", "http:///path",
            "http://:80/x", "http://host/a b.png", "http://host/\u{1B}[2J", "http://host/\u{0}", "1http://x/y",
            "http://" + String(repeating: "a", count: 9000),
        ] {
            #expect(RemoteImageURL.problem(with: url, maxBytes: 8192) == .malformedURL, "\(url.prefix(40))")
        }
    }
}
