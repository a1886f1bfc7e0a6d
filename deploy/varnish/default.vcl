# Varnish in front of the festival site (one or more `next start` instances). docs/operations.md.
#
# - Pages are cached as long as the origin's Cache-Control allows (s-maxage); publishing purges
#   the paths that changed (lib/cdn, CDN_PURGE_PROVIDER=varnish, CDN_PURGE_URL=this Varnish).
# - The cache key of a page is its path: the query string (after tracking parameters and `_rsc`
#   are dropped) is a variant of that path (Vary on X-Query), so one purge of /program reaches
#   /program?side=2 too. Tracking parameters (utm_*, fbclid, gclid, msclkid, mc_cid, mc_eid)
#   never reach the cache key nor the origin: the page is the same for every campaign.
# - A purge is soft (vmod_purge): every variant of the path goes stale, and within its grace the
#   next visitor still gets it while Varnish fetches the new page behind; an origin that answers
#   5xx or not at all meanwhile leaves the stale copy in place (abandon). Visitors never see an
#   error because a publish met a slow or failing origin.
# - Never cached: /api/*, the studio, the service worker script /serwist/* (a new deploy must
#   reach every phone at once; Next prerenders it with a year-long s-maxage), anything in draft
#   mode (Next's __prerender_bypass cookie), responses that set cookies, non-GET/HEAD requests.
# - Sanity's files under /filer/<sha1>.<ext> are content-addressed: kept as long as their
#   immutable Cache-Control says, under the path alone (a query string cannot split them).
# - The build's files (/_next/static/*, /_assets/*) are named by their bytes: kept for
#   STATIC_FILES_TTL (varnishd's environment, a VCL duration such as 7d, the default; never
#   under 1h), whatever build served them, so a browser holding an older build's HTML still
#   loads its scripts after that build's instances are gone. A ban never removes them.
# - Resized images (/_next/image) are stored once per format: Accept is reduced to image/avif,
#   image/webp or nothing (the original), the three answers Next's optimiser gives.
# - PURGE is accepted only from the `purgers` ACL and with the shared secret in
#   X-Purge-Token. `__CDN_PURGE_TOKEN__` below is a placeholder: the deploy (and the compose
#   file, and the tests) replace it with CDN_PURGE_TOKEN, the value the app instances send.
#   Left unreplaced, every purge is refused.
# - BAN (same ACL and token) removes every page but the build's files: the first instance of a
#   new build sends one once it serves (lib/cdn/ban-on-start.ts), never a restart.
# - /api/health answers liveness only: the deep report (?deep=1) never passes the edge.
# - A page Next serves stale (x-nextjs-cache: STALE, while it re-renders after a publish) is
#   kept for one second only, so the edge picks up the fresh render right after.
# - The origin's cache tags for Cloudflare and Fastly (Cache-Tag, Surrogate-Key) mean nothing
#   here: Varnish purges by path. They are kept on the cached object and removed for visitors.
vcl 4.1;
import purge;
import std;

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

# The cache key's URL: Next's `_rsc=<hash>` (the RSC payload is told apart by the RSC headers,
# which Next names in Vary) and tracking parameters go; every other parameter stays. The
# lookbehind sees the separator an earlier removal consumed, so a run of them all goes.
sub normalise_url {
    set req.url = regsuball(req.url, "(?<=[?&])(_rsc|utm_[^=&]*|fbclid|gclid|msclkid|mc_cid|mc_eid)(=[^&]*)?(&|$)", "");
    set req.url = regsub(req.url, "[?&]+$", "");
    # What is left of the query string tells a path's variants apart (vcl_hash, Vary).
    if (req.url ~ "\?") {
        set req.http.X-Query = regsub(req.url, "^[^?]*\?", "");
    } else {
        unset req.http.X-Query;
    }
}

# A purge by path: looked up like a visit, then every variant under that path is made stale
# (vcl_hit, vcl_miss), kept for its grace so visitors get it while the new page is fetched.
sub purge_path {
    call purge_token_ok;
    call normalise_url;
    unset req.http.X-Query;
    set req.url = regsub(req.url, "\?.*$", "");
    return (hash);
}

sub soft_purge {
    if (req.method == "PURGE") {
        purge.soft(0s);
        return (synth(200, "Purged"));
    }
}

# A new build started (lib/cdn/ban-on-start.ts): every page and RSC payload goes, since the
# old HTML points at /_next/static chunks the new build lacks; the chunks themselves stay, and so
# do the fonts and stylesheet file in /_assets (named by their bytes, like the chunks).
sub ban_pages {
    # During a rolling deploy (X-Keep-Build: the new build's id): only other builds' pages, the
    # ones an old instance still serving put back after the first ban.
    if (req.http.X-Keep-Build ~ "^[0-9a-z-]+$") {
        ban("req.url !~ ^/(_next/static|_assets)/ && obj.http.X-Build-Id != " + req.http.X-Keep-Build);
        return (synth(200, "Banned other builds"));
    }
    ban("req.url !~ ^/(_next/static|_assets)/");
    return (synth(200, "Banned"));
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (!(client.ip ~ purgers)) {
            return (synth(405, "Purging not allowed from this address"));
        }
        call purge_path;
    }
    if (req.method == "BAN") {
        if (!(client.ip ~ purgers)) {
            return (synth(405, "Banning not allowed from this address"));
        }
        call purge_token_ok;
        call ban_pages;
    }
    unset req.http.X-Purge-Token;
    # Only normalise_url sets it: a visitor's own X-Query must not split the cache.
    unset req.http.X-Query;
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
    call normalise_url;
    # Next's optimiser answers AVIF, WebP or the original, by Accept (and says Vary: Accept):
    # one object per answer, not one per browser's Accept string.
    if (req.url ~ "^/_next/image\?") {
        if (req.http.Accept ~ "image/avif") {
            set req.http.Accept = "image/avif";
        } elsif (req.http.Accept ~ "image/webp") {
            set req.http.Accept = "image/webp";
        } else {
            unset req.http.Accept;
        }
    }
    # Public pages are the same for everyone; cookies would only split the cache.
    unset req.http.Cookie;
    return (hash);
}

# One site per Varnish: the cache key is the path alone (any Host header), so a purge sent to
# CDN_PURGE_URL removes what visitors see; a page's query strings are variants under it (Vary:
# X-Query, added in vcl_backend_response). The build's files and resized images keep their whole
# URL: nobody purges them, and one path holds thousands of images.
sub vcl_hash {
    if (req.url ~ "^/_next/") {
        hash_data(req.url);
    } else {
        hash_data(regsub(req.url, "\?.*$", ""));
    }
    return (lookup);
}

sub vcl_hit {
    call soft_purge;
}

sub vcl_miss {
    call soft_purge;
}

sub vcl_backend_response {
    # A visitor is already being served the stale copy: an origin error must not replace it.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Every query-string variant of a path is its own object under the path's key (vcl_hash).
    if (bereq.url !~ "^/_next/") {
        if (beresp.http.Vary) {
            set beresp.http.Vary = beresp.http.Vary + ", X-Query";
        } else {
            set beresp.http.Vary = "X-Query";
        }
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
    # The build's files: immutable, named by their bytes, kept past their build's life.
    if (beresp.status == 200 && bereq.url ~ "^/(_next/static|_assets)/") {
        set beresp.ttl = std.duration(std.getenv("STATIC_FILES_TTL"), 7d);
        if (beresp.ttl < 1h) {
            set beresp.ttl = 1h;
        }
    }
    # A 404 (an unknown URL) is kept one minute at most: a URL published later is purged anyway,
    # and a scan of junk URLs must not fill the cache for a year. No grace: a purge of a URL just
    # published must not leave its 404 for one more visitor.
    if (beresp.status == 404) {
        if (beresp.ttl > 60s) {
            set beresp.ttl = 60s;
        }
        set beresp.grace = 0s;
    } else {
        # When the origin is slow or away (or a publish made the copy stale), serve what we have
        # for up to a day.
        set beresp.grace = 24h;
    }
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
    unset resp.http.X-Build-Id;
    # X-Query is this cache's own variant key: browsers know nothing of it.
    if (resp.http.Vary) {
        set resp.http.Vary = regsub(resp.http.Vary, "(^|,\s*)X-Query$", "");
        if (resp.http.Vary == "") {
            unset resp.http.Vary;
        }
    }
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
