import Screens

/// The usage text printed by `--help` and after a usage error.
public let usage = """
    Usage: listpreview [serve] [--host HOST] [--port PORT] [--threads N] [--read-only] [--watch] [--fixtures FILE]
                              [--assets DIR] [--state-file FILE] [--forget-state ID]… [--public DIR] [--allow-host NAME]… [--token TOKEN]
           listpreview init [DIR]
           listpreview check FILE [--assets DIR] [--public DIR] [--strings PATH]… [--strict]
           listpreview render --screen ID [--state STATE] [--lang LANG] [--fixtures FILE] [--assets DIR] [--state-file FILE] [--public DIR] [--strings PATH]…
           listpreview snapshot --out DIR [--fixtures FILE] [--assets DIR] [--screens A,B] [--states …] [--devices …] [--themes light,dark]
                                [--langs en,zh-Hans] [--text-sizes large,AX5] [--orientations portrait,landscape]
                                [--scale 1|2|3] [--browser chromium,webkit,firefox] [--chromium PATH] [--jobs N] [--compare DIR2] [--quiet]
           listpreview audit [--fixtures FILE] [--assets DIR] [--screens A,B] [--states …] [--themes light,dark] [--langs …]
                             [--text-sizes …] [--device D] [--chromium PATH] [--json] [--strict]
           listpreview schema

    Serves iOS-style list screens and their empty states as HTML, for designers to preview.

    Commands:
      serve               Serve the screens over HTTP (the default).
      init [DIR]          Write a starter project into DIR (default .): screens.json, its pictures in img/ and
                          the JSON Schema; never overwrites a file.
      check FILE          Validate a fixtures file and the images it names: prints “ok: N screens”, or every
                          problem with its JSON path.
      render              Print the HTML of one screen, the same bytes GET /screens/ID?state=STATE&lang=LANG returns.
      snapshot            Photograph every screen × state × device × theme × language × text size × orientation
                          in headless Chromium, WebKit or Firefox: one PNG each (NAME--STATE--DEVICE--THEME--LANG@2x.png,
                          then --SIZE, --ORIENTATION and --BROWSER when several are asked for), index.html and manifest.json.
      audit               Check every screen × state × theme × language for what users cannot read or tap:
                          text contrast (WCAG 2.2 1.4.3) and button fills (1.4.11) from the resolved colours,
                          tap targets under 44×44 pt, titles and button labels cut short in pseudo or at AX5
                          (in headless Chromium; skipped with a note without it), untranslated texts.
      schema              Print the JSON Schema (draft 2020-12) of fixtures files, for editors and CI.

    Options:
      --host HOST         Address to bind (default 127.0.0.1; only this address is bound).
      --port PORT         Port to listen on, 0 for any free port (default 8080).
      --threads N         Event-loop threads, each serving its share of the connections (default: one per core).
      --read-only         Serve previews only: every route that changes a screen answers 403.
      --allow-host NAME   Also answer requests for NAME (.example.com: it and its subdomains); repeatable.
                          Requests for other names get 403 (DNS rebinding): only localhost, *.localhost,
                          IP addresses and, beyond loopback, this machine's host name are allowed by default.
      --token TOKEN       Require TOKEN (16+ letters, digits, - . _ ~; default $LISTPREVIEW_TOKEN). Beyond
                          loopback a token is required unless --read-only, and one is generated if none is
                          given; the printed URL carries it once, then a cookie keeps it.
      --watch             Reload the fixtures file when it changes; keep the last good one (and say so
                          on every page) while it is invalid.
      --fixtures FILE     Screens from a JSON fixtures file (default: the built-in demo screen).
      --assets DIR        Where the fixtures' images are (default: the fixtures file's directory).
      --state-file FILE   Keep every screen's state in FILE across restarts. The state of a screen the
                          fixtures no longer name is kept too (and said so at start), and given back when
                          it returns.
      --forget-state ID   Drop the state FILE keeps for screen ID, which the fixtures no longer name;
                          repeatable. An ID with nothing kept is noted and ignored; one in the fixtures
                          is refused (use its page's buttons or the API to change it).
      --public DIR        Files that replace or add to the built-in ones under /public/ (e.g. style.css).
      --screen ID         The screen to render.
      --state STATE       Render a preview: data, empty, network, error, loading or search.
      --lang LANG         Render in a language of the screen (a BCP 47 tag: en, de, zh-Hans…).
      --out DIR           Where snapshot writes its images.
      --screens A,B       Screens to photograph (default: all).
      --states S,…        data, empty, network, error, loading, search (default: all).
      --devices D,…       iphone-se, iphone-15, iphone-15-pro-max, ipad (default: iphone-15).
      --themes T,…        light, dark (default: light).
      --langs L,…         BCP 47 language tags (de, pt-BR, ar…) and pseudo; snapshot also takes all, each
                          screen's languages (default: en; audit: each screen's languages).
      --strings PATH      The app's strings, repeatable: a .xcstrings String Catalog, a .strings file in a
                          LANG.lproj folder, or a folder searched for both; fixtures then give texts as
                          {"key": "…", "table": "…", "args": […]}. --watch follows them too.
      --strict            check: warnings (untranslated keys, colours without a dark variant) are errors.
      --text-sizes S,…    Dynamic Type sizes: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5,
                          or all (default: large).
      --orientations O,…  portrait, landscape, or all (default: portrait); landscape swaps the device's sides.
      --scale N           Device pixels per CSS px: 1, 2 or 3 (default: 2).
      --browser E,…       snapshot: the engines, each photographing every shot: chromium (the default), webkit
                          (WebKitGTK, Safari's engine, on its own virtual display) or firefox (Firefox ESR).
      --chromium PATH     Chromium (default: $LISTPREVIEW_CHROMIUM, else chromium on PATH).
      --jobs N            Pages in parallel, per engine (default: the number of cores).
      --compare DIR2      Compare with an earlier snapshot directory and list the images that changed.
      --quiet             No progress on stderr.
      --device D          audit: the device the layout checks draw on (default: iphone-se, the smallest).
      --json              audit: print the findings as a JSON array.
      --strict            audit: also fail on findings that involve only Apple's system colours.
      -h, --help          Show this help.
      --version           Show the version.

    Exit status: 0 on success (serve: stopped by SIGINT or SIGTERM), 64 for a usage error,
    65 for invalid fixtures or a corrupt state file, 66 when a file or the public directory cannot be read,
    69 when the address cannot be bound or Chromium is missing, 73 when init would overwrite a file,
    74 when a file cannot be written (init or snapshot: the path and the system's reason, nothing half written left;
    serve: the state file cannot be opened for writing, or --forget-state cannot be saved);
    snapshot exits 1 when a shot failed or --compare found a difference; audit exits 1 when it found something.
    """
