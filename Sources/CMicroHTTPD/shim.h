#ifndef LISTPREVIEW_CMICROHTTPD_SHIM_H
#define LISTPREVIEW_CMICROHTTPD_SHIM_H

// Adapters for libmicrohttpd's variadic functions, which Swift cannot call.
// Nothing here holds state: each adapter forwards its arguments once.

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Called by MHD for internal errors; prefixes each line so it is clearly ours.
static void lp_log(void *cls, const char *format, va_list ap) {
    (void) cls;
    fputs("listpreview: libmicrohttpd: ", stderr);
    vfprintf(stderr, format, ap);
}

/// The signature of MHD_OPTION_URI_LOG_CALLBACK: its result becomes the request's context.
typedef void *(*lp_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon without threads of its own (the caller runs its event loop: `lp_epoll_fd`,
/// `MHD_get_timeout`, `MHD_run`) on an already listening socket, with our callbacks and limits.
/// `accept_policy` decides on each new connection; `notify_connection` hears it open and close;
/// `strictness` is MHD_OPTION_STRICT_FOR_CLIENT (1: refuse what RFC 9112 says a server must).
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
    void *cls)
{
    return MHD_start_daemon(
        flags, 0, accept_policy, cls, handler, cls,
        MHD_OPTION_EXTERNAL_LOGGER, lp_log, NULL,
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

/// The poll event for a peer that closed its end (Linux's POLLRDHUP, which needs _GNU_SOURCE);
/// elsewhere 0, leaving POLLHUP, which poll always reports.
static inline short lp_poll_peer_closed(void) {
#ifdef __linux__
    return 0x2000;
#else
    return 0;
#endif
}

#endif
