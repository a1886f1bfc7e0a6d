# Varnish in front of the festival site (one or more `next start` instances). docs/operations.md.
#
# - Pages are cached as long as the origin's Cache-Control allows (s-maxage); publishing purges
#   the exact URLs that changed (lib/cdn, CDN_PURGE_PROVIDER=varnish, CDN_PURGE_URL=this Varnish).
# - Never cached: /api/*, the studio, the service worker script /serwist/* (a new deploy must
#   reach every phone at once; Next prerenders it with a year-long s-maxage), anything in draft
#   mode (Next's __prerender_bypass cookie), responses that set cookies, non-GET/HEAD requests.
# - Sanity's files under /filer/<sha1>.<ext> are content-addressed: kept as long as their
#   immutable Cache-Control says, under the path alone (a query string cannot split them).
# - PURGE is accepted only from the `purgers` ACL and with the shared secret in
#   X-Purge-Token. `__CDN_PURGE_TOKEN__` below is a placeholder: the deploy (and the compose
#   file, and the tests) replace it with CDN_PURGE_TOKEN, the value the app instances send.
#   Left unreplaced, every purge is refused.
# - BAN (same ACL and token) removes every page but the build's static files: each app
#   instance sends one when it starts, so no visitor gets HTML of a build that is gone.
# - /api/health answers liveness only: the deep report (?deep=1) never passes the edge.
# - A background fetch (grace) that gets a 5xx or no answer keeps the stale copy (abandon).
# - A page Next serves stale (x-nextjs-cache: STALE, while it re-renders after a publish) is
#   kept for one second only, so the edge picks up the fresh render right after.
# - The origin's cache tags for Cloudflare and Fastly (Cache-Tag, Surrogate-Key) mean nothing
#   here: Varnish purges by URL. They are kept on the cached object and removed for visitors.
vcl 4.1;

backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

# Who may purge: the app instances (they send the purges after a publish). Add their addresses.
acl purgers {
    "127.0.0.1";
    "::1";
}

# The placeholder, written so that replacing it does not touch this pattern.
sub purge_token_ok {
    if ("__CDN_PURGE_TOKEN__" ~ "^__CDN_PURGE_TOKEN_{2}$") {
        return (synth(405, "Purging is off: the VCL still holds the token placeholder"));
    }
    if (req.http.X-Purge-Token != "__CDN_PURGE_TOKEN__") {
        return (synth(405, "Purging needs the purge token"));
    }
}

# The programme calendar has one URL per visitor's selection (/kalender.ics?arrangement=a,b):
# a purge of /kalender.ics names none of them, so it bans them all.
sub ban_calendar_selections {
    if (req.url == "/kalender.ics") {
        ban("req.url ~ ^/kalender\.ics\?");
    }
}

# A new build started (lib/cdn/ban-on-start.ts): every page and RSC payload goes, since the
# old HTML points at /_next/static chunks the new build lacks; the chunks themselves stay, and so
# do the fonts and stylesheet file in /_assets (named by their bytes, like the chunks).
sub ban_pages {
    ban("req.url !~ ^/(_next/static|_assets)/");
    return (synth(200, "Banned"));
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (!(client.ip ~ purgers)) {
            return (synth(405, "Purging not allowed from this address"));
        }
        call purge_token_ok;
        # Same normalisation as cached requests, so a purge of /slug hits every variant.
        set req.url = regsuball(req.url, "([?&])_rsc=[^&]*", "\1");
        set req.url = regsub(req.url, "[?&]+$", "");
        call ban_calendar_selections;
        return (purge);
    }
    if (req.method == "BAN") {
        if (!(client.ip ~ purgers)) {
            return (synth(405, "Banning not allowed from this address"));
        }
        call purge_token_ok;
        call ban_pages;
    }
    unset req.http.X-Purge-Token;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Operators read the deep report at an instance (loopback or HEALTH_TOKEN), never here.
    if (req.url ~ "^/api/health(\?|$)") {
        set req.url = "/api/health";
        unset req.http.Authorization;
        return (pass);
    }
    if (req.url ~ "^/api(/|$|\?)" || req.url ~ "^/studio(/|$|\?)" || req.url ~ "^/serwist(/|$|\?)") {
        return (pass);
    }
    if (req.url ~ "^/filer/") {
        set req.url = regsub(req.url, "\?.*$", "");
        unset req.http.Cookie;
        return (hash);
    }
    if (req.http.Cookie ~ "(^|;\s*)__prerender_bypass=") {
        return (pass);
    }
    # Next's client navigations add ?_rsc=<hash>; the RSC payload is told apart by the RSC
    # headers (Next sends Vary on them), so the hash is dropped from the cache key and one
    # purge of /slug removes the page and its RSC variants alike.
    set req.url = regsuball(req.url, "([?&])_rsc=[^&]*", "\1");
    set req.url = regsub(req.url, "[?&]+$", "");
    # Public pages are the same for everyone; cookies would only split the cache.
    unset req.http.Cookie;
    return (hash);
}

# One site per Varnish: the cache key is the (normalised) URL alone, so a purge sent to
# CDN_PURGE_URL with any Host header removes what visitors see.
sub vcl_hash {
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    # A visitor is already being served the stale copy: an origin error must not replace it.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (bereq.url ~ "^/api(/|$|\?)" || bereq.url ~ "^/studio(/|$|\?)" || bereq.url ~ "^/serwist(/|$|\?)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    if (beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    if (beresp.http.x-nextjs-cache == "STALE") {
        set beresp.ttl = 1s;
        set beresp.grace = 0s;
        return (deliver);
    }
    # A 404 (an unknown URL) is kept one minute at most: a URL published later is purged anyway,
    # and a scan of junk URLs must not fill the cache for a year.
    if (beresp.status == 404 && beresp.ttl > 60s) {
        set beresp.ttl = 60s;
    }
    # When the origin is slow or away, serve what we have for up to a day.
    set beresp.grace = 24h;
    # Otherwise Varnish's built-in rules: s-maxage / max-age decide, private/no-store is not cached.
}

sub vcl_backend_error {
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    # Tags for other CDNs (lib/cdn/edge-tags.mjs): nothing a visitor needs to see.
    unset resp.http.Cache-Tag;
    unset resp.http.Surrogate-Key;
    # Visitors' browsers must not keep pages: the edge holds them and is purged on publish.
    if (resp.http.Cache-Control ~ "s-maxage") {
        set resp.http.Cache-Control = "public, max-age=0, must-revalidate";
    }
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
