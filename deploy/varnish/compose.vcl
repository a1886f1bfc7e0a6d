# deploy/compose.yaml: default.vcl (mounted as site.vcl) with the two app instances behind a
# round-robin director, health-probed so a stopped instance leaves the rotation.
vcl 4.1;
import directors;

probe liveness {
    .url = "/api/health";
    .interval = 5s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
}
backend app1 { .host = "app1"; .port = "3000"; .probe = liveness; }
backend app2 { .host = "app2"; .port = "3000"; .probe = liveness; }

sub vcl_init {
    new fleet = directors.round_robin();
    fleet.add_backend(app1);
    fleet.add_backend(app2);
}

# The app instances send the purges after a publish (resolved when the VCL loads). Not a
# network range: with published ports, outside clients can appear from the bridge gateway.
acl fleet_purgers {
    "app1";
    "app2";
}

sub vcl_recv {
    set req.backend_hint = fleet.backend();
    if (req.method == "BAN" && client.ip ~ fleet_purgers) {
        call purge_token_ok;
        call ban_pages;
    }
    if (req.method == "PURGE" && client.ip ~ fleet_purgers) {
        call purge_path;
    }
}

# During a rolling deploy the two instances run different builds: a script or stylesheet one of
# them lacks is asked of the other once (the director gives the next backend on a retry), so
# neither build's HTML meets a 404 for its own files.
sub vcl_backend_response {
    if (beresp.status == 404 && bereq.url ~ "^/(_next/static|_assets)/" && bereq.retries == 0) {
        return (retry);
    }
}

include "site.vcl";
