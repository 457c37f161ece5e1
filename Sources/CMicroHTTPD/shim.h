#ifndef LISTPREVIEW_CMICROHTTPD_SHIM_H
#define LISTPREVIEW_CMICROHTTPD_SHIM_H

// Adapters for libmicrohttpd's variadic functions, which Swift cannot call.
// Nothing here holds state: each adapter forwards its arguments once.

#include <malloc.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <microhttpd.h>
#ifdef __linux__
#include <netinet/in.h>
#include <netinet/tcp.h>
#endif

/// Where libmicrohttpd's messages go: `line` gets MHD's format string (which names the kind of
/// message, for rate limiting) and the formatted text.
typedef void (*lp_log_line)(void *cls, const char *format, const char *text);

/// A message sink and its context, alive as long as the daemons using it.
struct lp_logger {
    lp_log_line line;
    void *cls;
};

/// MHD_OPTION_EXTERNAL_LOGGER: formats one message and hands it to the `struct lp_logger` in `cls`
/// (longer messages are cut at 511 bytes).
static void lp_log(void *cls, const char *format, va_list ap) {
    const struct lp_logger *logger = (const struct lp_logger *) cls;
    char text[512];
    vsnprintf(text, sizeof text, format, ap);
    logger->line(logger->cls, format, text);
}

/// Ends the request target MHD is about to parse right after its `?`, so that MHD parses no query
/// arguments. MHD 0.9.75 stores each argument in the connection's memory pool (48 bytes each, as
/// for a header field) although the server never reads them (the app decodes the raw target);
/// 233 arguments exhausted a 16 KiB pool, and MHD then left the connection without an answer.
/// Called from MHD_OPTION_URI_LOG_CALLBACK, which MHD 0.9.75 calls after finding the `?` and before
/// parsing what follows it, with `uri` pointing into its own writable read buffer (it writes a NUL
/// over the `?` itself next); the path before the `?` is untouched.
static inline void lp_forget_query(const char *uri) {
    char *query = strchr(uri, '?');
    if (query != NULL && query[1] != '\0') {
        query[1] = '\0';
    }
}

/// The size of the request line and header fields MHD read for this request, or 0.
static inline size_t lp_request_head_size(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL ? 0 : info->header_size;
}

/// The signature of MHD_OPTION_URI_LOG_CALLBACK: its result becomes the request's context.
typedef void *(*lp_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon without threads of its own (the caller runs its event loop: `lp_epoll_fd`,
/// `MHD_get_timeout`, `MHD_run`) on an already listening socket, with our callbacks and limits.
/// `accept_policy` (may be NULL) decides on each new connection, but can only refuse it with a
/// reset; `notify_connection` hears it open and close;
/// `strictness` is MHD_OPTION_STRICT_FOR_CLIENT (1: refuse what RFC 9112 says a server must);
/// `logger` receives MHD's messages.
static inline struct MHD_Daemon *lp_start_daemon(
    unsigned int flags,
    int listen_fd,
    unsigned int connection_limit,
    unsigned int connection_timeout_seconds,
    size_t connection_memory_limit,
    int strictness,
    MHD_AcceptPolicyCallback accept_policy,
    MHD_AccessHandlerCallback handler,
    MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback notify_connection,
    lp_uri_logger uri_logger,
    struct lp_logger *logger,
    void *cls)
{
    return MHD_start_daemon(
        flags, 0, accept_policy, cls, handler, cls,
        MHD_OPTION_EXTERNAL_LOGGER, lp_log, (void *) logger,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket) listen_fd,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout_seconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, connection_memory_limit,
        MHD_OPTION_STRICT_FOR_CLIENT, strictness,
        MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
        MHD_OPTION_NOTIFY_CONNECTION, notify_connection, cls,
        MHD_OPTION_URI_LOG_CALLBACK, uri_logger, cls,
        MHD_OPTION_END);
}

/// The epoll descriptor of a daemon started with MHD_USE_EPOLL: readable when it has work.
static inline int lp_epoll_fd(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_EPOLL_FD);
    return info == NULL ? -1 : info->epoll_fd;
}

/// The peer address of a connection, or NULL.
static inline const struct sockaddr *lp_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/// The daemon a connection belongs to, or NULL.
static inline struct MHD_Daemon *lp_connection_daemon(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_DAEMON);
    return info == NULL ? NULL : info->daemon;
}

/// The socket of a connection, or -1.
static inline int lp_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : (int) info->connect_fd;
}

/// What the kernel received on a TCP socket: the payload bytes since it opened, and the
/// milliseconds since the last of them arrived (since it opened, when none has). Returns 0, or -1
/// where the kernel does not say: not Linux, or a Linux before 4.1 (no tcpi_bytes_received).
static inline int lp_socket_receipt(int socket, uint64_t *bytes, uint32_t *silent_milliseconds) {
#ifdef __linux__
    // glibc's struct tcp_info ends at tcpi_total_retrans; the kernel's goes on with these four, at
    // these offsets (its own header, linux/tcp.h, cannot be included beside glibc's).
    struct {
        struct tcp_info known;
        uint64_t pacing_rate, max_pacing_rate, bytes_acked, bytes_received;
    } info;
    memset(&info, 0, sizeof info);
    socklen_t length = sizeof info;
    if (getsockopt(socket, IPPROTO_TCP, TCP_INFO, &info, &length) != 0 || length < sizeof info) {
        return -1;
    }
    *bytes = info.bytes_received;
    *silent_milliseconds = info.known.tcpi_last_data_recv;
    return 0;
#else
    (void) socket; (void) bytes; (void) silent_milliseconds;
    return -1;
#endif
}

/// The poll event for a peer that closed its end (Linux's POLLRDHUP, which needs _GNU_SOURCE);
/// elsewhere 0, leaving POLLHUP, which poll always reports.
static inline short lp_poll_peer_closed(void) {
#ifdef __linux__
    return 0x2000;
#else
    return 0;
#endif
}

/// Makes allocations of at least `bytes` come straight from the kernel and go back to it when
/// freed (a fixed M_MMAP_THRESHOLD; glibc's own rises with every large block freed, after which
/// large blocks come from a heap it never shrinks).
static inline void lp_return_large_allocations(int bytes) {
    (void) mallopt(M_MMAP_THRESHOLD, bytes);
}

#endif
