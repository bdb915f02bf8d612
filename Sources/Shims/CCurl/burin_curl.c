#include "burin_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>

// The bitmask protocol options, deprecated since 7.85, are the fallback for an older libcurl.
#define CURL_DISABLE_DEPRECATION
// Types and constants only: nothing here is linked against libcurl (-lcurl would load it at exec).
#include <curl/curl.h>

// The functions Burin calls, found with dlsym in the library dlopen gave.
struct burin_curl_library {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *easy, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *easy, CURLINFO info, ...);
    void (*easy_cleanup)(CURL *easy);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *string);
    void (*slist_free_all)(struct curl_slist *list);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *easy);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *easy);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *ready);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *left);
    CURLMcode (*multi_cleanup)(CURLM *multi);
};

struct burin_curl_multi {
    struct burin_curl_library library;
    CURLM *handle;
};

struct burin_curl_transfer {
    CURL *easy;
    struct curl_slist *headers;
    void *context;
    burin_curl_body_function on_body;
    burin_curl_header_function on_header;
    const struct burin_curl_library *library;
};

static pthread_mutex_t global_init_lock = PTHREAD_MUTEX_INITIALIZER;

// Fills `library` from `handle`; 0 when a function is missing.
static int burin_curl_bind(void *handle, struct burin_curl_library *library) {
#define BIND(field, symbol)                                                                                   \
    do {                                                                                                      \
        *(void **)(&library->field) = dlsym(handle, symbol);                                                  \
        if (library->field == NULL) return 0;                                                                 \
    } while (0)
    BIND(global_init, "curl_global_init");
    BIND(easy_init, "curl_easy_init");
    BIND(easy_setopt, "curl_easy_setopt");
    BIND(easy_getinfo, "curl_easy_getinfo");
    BIND(easy_cleanup, "curl_easy_cleanup");
    BIND(slist_append, "curl_slist_append");
    BIND(slist_free_all, "curl_slist_free_all");
    BIND(multi_init, "curl_multi_init");
    BIND(multi_add_handle, "curl_multi_add_handle");
    BIND(multi_remove_handle, "curl_multi_remove_handle");
    BIND(multi_perform, "curl_multi_perform");
    BIND(multi_poll, "curl_multi_poll");      // 7.66
    BIND(multi_wakeup, "curl_multi_wakeup");  // 7.68
    BIND(multi_info_read, "curl_multi_info_read");
    BIND(multi_cleanup, "curl_multi_cleanup");
#undef BIND
    return 1;
}

burin_curl_multi *burin_curl_multi_open(const char *const *names, size_t count) {
    struct burin_curl_library library;
    int bound = 0;
    for (size_t i = 0; i < count && !bound; i++) {
        // Never closed: libcurl and its TLS library do not expect to be unloaded, and a second open
        // only counts a reference.
        void *handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (handle != NULL) bound = burin_curl_bind(handle, &library);
    }
    if (!bound) return NULL;
    // libcurl counts its initialisations, so each multi may make one; they must not overlap.
    pthread_mutex_lock(&global_init_lock);
    CURLcode initialised = library.global_init(CURL_GLOBAL_DEFAULT);
    pthread_mutex_unlock(&global_init_lock);
    if (initialised != CURLE_OK) return NULL;
    CURLM *handle = library.multi_init();
    if (handle == NULL) return NULL;
    burin_curl_multi *multi = calloc(1, sizeof *multi);
    if (multi == NULL) {
        library.multi_cleanup(handle);
        return NULL;
    }
    multi->library = library;
    multi->handle = handle;
    return multi;
}

void burin_curl_multi_wakeup(burin_curl_multi *multi) { multi->library.multi_wakeup(multi->handle); }

int burin_curl_multi_poll(burin_curl_multi *multi, int timeout_ms) {
    int ready = 0;
    return multi->library.multi_poll(multi->handle, NULL, 0, timeout_ms, &ready) == CURLM_OK ? 0 : -1;
}

void burin_curl_multi_perform(burin_curl_multi *multi) {
    int running = 0;
    multi->library.multi_perform(multi->handle, &running);
}

static int burin_curl_outcome(CURLcode code) {
    switch (code) {
    case CURLE_OK: return BURIN_CURL_DONE;
    case CURLE_COULDNT_CONNECT: return BURIN_CURL_REFUSED;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY: return BURIN_CURL_UNREACHABLE;
    case CURLE_OPERATION_TIMEDOUT: return BURIN_CURL_TIMEOUT;
    case CURLE_RECV_ERROR:
    case CURLE_SEND_ERROR:
    case CURLE_PARTIAL_FILE:
    case CURLE_GOT_NOTHING: return BURIN_CURL_RESET;
    case CURLE_TOO_MANY_REDIRECTS: return BURIN_CURL_TOO_MANY_REDIRECTS;
    case CURLE_URL_MALFORMAT: return BURIN_CURL_MALFORMED_URL;
    case CURLE_UNSUPPORTED_PROTOCOL: return BURIN_CURL_BAD_SCHEME;
    case CURLE_FILESIZE_EXCEEDED: return BURIN_CURL_TOO_LARGE;
    case CURLE_WRITE_ERROR: return BURIN_CURL_STOPPED;
    default: return BURIN_CURL_OTHER;
    }
}

burin_curl_transfer *burin_curl_multi_next_ended(burin_curl_multi *multi, int *outcome, int *code, long *status) {
    int left = 0;
    CURLMsg *message;
    while ((message = multi->library.multi_info_read(multi->handle, &left)) != NULL) {
        if (message->msg != CURLMSG_DONE) continue;
        burin_curl_transfer *transfer = NULL;
        multi->library.easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&transfer);
        if (transfer == NULL) continue;
        *code = (int)message->data.result;
        *outcome = burin_curl_outcome(message->data.result);
        *status = 0;
        multi->library.easy_getinfo(message->easy_handle, CURLINFO_RESPONSE_CODE, status);
        return transfer;
    }
    return NULL;
}

void burin_curl_multi_close(burin_curl_multi *multi) {
    multi->library.multi_cleanup(multi->handle);
    free(multi);
}

static size_t burin_curl_write(char *bytes, size_t size, size_t count, void *raw) {
    burin_curl_transfer *transfer = raw;
    long status = 0;
    curl_off_t expected = -1;
    transfer->library->easy_getinfo(transfer->easy, CURLINFO_RESPONSE_CODE, &status);
    transfer->library->easy_getinfo(transfer->easy, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &expected);
    size_t length = size * count;
    // Any other count than `length` makes libcurl end the transfer with CURLE_WRITE_ERROR.
    return transfer->on_body(transfer->context, (const uint8_t *)bytes, length, status, (int64_t)expected) == length
               ? length
               : 0;
}

static size_t burin_curl_header(char *bytes, size_t size, size_t count, void *raw) {
    (void)bytes;
    burin_curl_transfer *transfer = raw;
    transfer->on_header(transfer->context);
    return size * count;
}

// Only http and https, for the request and every redirect: the string options since 7.85, the
// bitmasks before.
static int burin_curl_restrict_protocols(const struct burin_curl_library *library, CURL *easy) {
    if (library->easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https") == CURLE_OK)
        return library->easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https") == CURLE_OK;
    long web = CURLPROTO_HTTP | CURLPROTO_HTTPS;
    return library->easy_setopt(easy, CURLOPT_PROTOCOLS, web) == CURLE_OK &&
           library->easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS, web) == CURLE_OK;
}

burin_curl_transfer *burin_curl_start(burin_curl_multi *multi, const char *url, long connect_timeout_ms,
                                      long total_timeout_ms, int64_t max_bytes, long max_redirects, void *context,
                                      burin_curl_body_function on_body, burin_curl_header_function on_header) {
    const struct burin_curl_library *library = &multi->library;
    burin_curl_transfer *transfer = calloc(1, sizeof *transfer);
    if (transfer == NULL) return NULL;
    transfer->context = context;
    transfer->on_body = on_body;
    transfer->on_header = on_header;
    transfer->library = library;
    transfer->easy = library->easy_init();
    if (transfer->easy == NULL) {
        free(transfer);
        return NULL;
    }
    transfer->headers = library->slist_append(NULL, "Accept: image/png, image/jpeg");
    CURL *easy = transfer->easy;
    int ok = transfer->headers != NULL && burin_curl_restrict_protocols(library, easy) &&
             library->easy_setopt(easy, CURLOPT_URL, url) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_PRIVATE, (void *)transfer) == CURLE_OK &&
             // Threads: no SIGALRM for name resolution timeouts.
             library->easy_setopt(easy, CURLOPT_NOSIGNAL, 1L) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_HTTPHEADER, transfer->headers) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_USERAGENT, "burin") == CURLE_OK &&
             // "": every encoding this libcurl decodes, decoded before the body function sees it.
             library->easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "") == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_MAXREDIRS, max_redirects) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_bytes) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, connect_timeout_ms) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_TIMEOUT_MS, total_timeout_ms) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_WRITEFUNCTION, burin_curl_write) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_WRITEDATA, (void *)transfer) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_HEADERFUNCTION, burin_curl_header) == CURLE_OK &&
             library->easy_setopt(easy, CURLOPT_HEADERDATA, (void *)transfer) == CURLE_OK &&
             library->multi_add_handle(multi->handle, easy) == CURLM_OK;
    if (!ok) {
        library->easy_cleanup(easy);
        library->slist_free_all(transfer->headers);
        free(transfer);
        return NULL;
    }
    return transfer;
}

void burin_curl_end(burin_curl_multi *multi, burin_curl_transfer *transfer) {
    multi->library.multi_remove_handle(multi->handle, transfer->easy);
    multi->library.easy_cleanup(transfer->easy);
    multi->library.slist_free_all(transfer->headers);
    free(transfer);
}
