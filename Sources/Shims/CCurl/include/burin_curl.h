#ifndef BURIN_CURL_H
#define BURIN_CURL_H

// libcurl for Burin's images by URL, opened with dlopen at the first remote picture instead of
// linked: libcurl and what it needs (OpenSSL, GnuTLS, Kerberos, LDAP: half the libraries of the
// process) would otherwise be loaded by the dynamic linker before the first byte of every start.
//
// No curl type crosses this header: a multi handle and its transfers are opaque, options are the
// function arguments, and libcurl's result codes are sorted here into the few outcomes Burin tells
// apart. Every function but burin_curl_multi_wakeup belongs to the one thread that opened the multi.

#include <stddef.h>
#include <stdint.h>

/// A libcurl multi handle with the library it came from.
typedef struct burin_curl_multi burin_curl_multi;
/// One GET added to a multi.
typedef struct burin_curl_transfer burin_curl_transfer;

/// Body bytes of the final response (decoded when the server compressed them); `status` is its HTTP
/// status and `expected` its Content-Length (-1 when unknown). Returns `count` to go on, 0 to stop
/// the transfer (it then ends as BURIN_CURL_STOPPED).
typedef size_t (*burin_curl_body_function)(void *context, const uint8_t *bytes, size_t count, long status,
                                           int64_t expected);
/// A header line arrived (of the final response or of a redirect).
typedef void (*burin_curl_header_function)(void *context);

/// How a transfer ended: libcurl's result codes, sorted.
enum {
    BURIN_CURL_DONE = 0,
    /// Nothing listens at the host and port.
    BURIN_CURL_REFUSED = 1,
    /// The name (or the proxy's) does not resolve.
    BURIN_CURL_UNREACHABLE = 2,
    BURIN_CURL_TIMEOUT = 3,
    /// The connection broke, or the server sent nothing or less than it said.
    BURIN_CURL_RESET = 4,
    BURIN_CURL_TOO_MANY_REDIRECTS = 5,
    BURIN_CURL_MALFORMED_URL = 6,
    /// A scheme other than http or https (a redirect to one: the first URL is checked before).
    BURIN_CURL_BAD_SCHEME = 7,
    /// The Content-Length is over the size limit.
    BURIN_CURL_TOO_LARGE = 8,
    /// The body function returned 0.
    BURIN_CURL_STOPPED = 9,
    /// Anything else (TLS, a malformed response): the result code says which.
    BURIN_CURL_OTHER = 10,
};

/// Opens the first of `names` (count of them) that dlopen finds, with every function Burin calls,
/// initialises it (once per process, under a lock: curl_global_init is not thread-safe) and makes a
/// multi handle. NULL when no library could be opened or a function is missing.
burin_curl_multi *burin_curl_multi_open(const char *const *names, size_t count);

/// Wakes the thread waiting in burin_curl_multi_poll. The one function any thread may call (while
/// the multi is open).
void burin_curl_multi_wakeup(burin_curl_multi *multi);

/// Waits up to `timeout_ms` for the network, libcurl's own timers or a wakeup. 0, or -1 on failure.
int burin_curl_multi_poll(burin_curl_multi *multi, int timeout_ms);

/// Moves every transfer on as far as the network allows, calling their functions.
void burin_curl_multi_perform(burin_curl_multi *multi);

/// The next transfer that ended, with its outcome, libcurl's result code and the final HTTP status
/// (0 when none came); NULL when there is none. The transfer stays added until burin_curl_end.
burin_curl_transfer *burin_curl_multi_next_ended(burin_curl_multi *multi, int *outcome, int *code, long *status);

/// Closes the multi. Every transfer must have been ended first. The library stays loaded.
void burin_curl_multi_close(burin_curl_multi *multi);

/// Adds a GET of `url`: http and https only, redirects followed up to `max_redirects` and to http or
/// https only, a Content-Length over `max_bytes` refused, any encoding libcurl decodes accepted (the
/// body function sees decoded bytes), no cookies, no signals. A timeout of 0 is none (the caller keeps
/// its own clock). NULL when libcurl refuses it.
burin_curl_transfer *burin_curl_start(burin_curl_multi *multi, const char *url, long connect_timeout_ms,
                                      long total_timeout_ms, int64_t max_bytes, long max_redirects, void *context,
                                      burin_curl_body_function on_body, burin_curl_header_function on_header);

/// Removes the transfer from its multi, closing its connection if it is still running, and frees it.
void burin_curl_end(burin_curl_multi *multi, burin_curl_transfer *transfer);

#endif
