#!/usr/bin/env python3
"""Serves the built web folder (build/web/dist) on http://127.0.0.1:PORT/ for playing and testing locally.

Unlike `python3 -m http.server` it sends the precompressed copies the build writes beside the big files
(FILE.br, FILE.gz) when the browser accepts them, with `Content-Encoding` and the type of the original file
(application/wasm for the program, which the browser needs to compile it while it downloads). The file names are
not versioned, so every answer says `Cache-Control: no-cache` with an ETag: the browser asks again and gets
`304 Not Modified` while nothing changed. Python standard library only; not copied into dist/.

Usage: python3 web/serve.py [DIST]   (PORT from the environment, default 8080)
"""
import email.utils
import http.server
import os
import sys

TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.wasm': 'application/wasm',
    '.webmanifest': 'application/manifest+json',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.css': 'text/css; charset=utf-8',
}
# Preferred first: brotli is smaller, but browsers only ask for it on secure origins (localhost included).
ENCODINGS = (('br', '.br'), ('gzip', '.gz'))


def accepted_encodings(header):
    """The content codings a request's Accept-Encoding allows (q=0 excluded)."""
    out = set()
    for part in (header or '').split(','):
        fields = [f.strip() for f in part.split(';')]
        name = fields[0].lower()
        q = 1.0
        for f in fields[1:]:
            if f.startswith('q='):
                try:
                    q = float(f[2:])
                except ValueError:
                    q = 0.0
        if name and q > 0:
            out.add(name)
    return out


class Handler(http.server.SimpleHTTPRequestHandler):
    server_version = 'TarotServe/1'
    protocol_version = 'HTTP/1.1'  # keep-alive: one connection for the page's few files

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split('?', 1)[0].endswith('/'):
                self.send_response(301)
                self.send_header('Location', self.path.split('?', 1)[0] + '/')
                self.send_header('Content-Length', '0')
                self.end_headers()
                return None
            path = os.path.join(path, 'index.html')
        if not os.path.isfile(path):
            self.send_error(404, 'Not found')
            return None
        ctype = TYPES.get(os.path.splitext(path)[1], 'application/octet-stream')
        chosen, encoding = path, None
        accepted = accepted_encodings(self.headers.get('Accept-Encoding'))
        for name, suffix in ENCODINGS:
            if name in accepted and os.path.isfile(path + suffix):
                chosen, encoding = path + suffix, name
                break
        st = os.stat(chosen)
        etag = '"%x-%x%s"' % (st.st_mtime_ns, st.st_size, '-' + encoding if encoding else '')
        common = [('ETag', etag), ('Cache-Control', 'no-cache'), ('Vary', 'Accept-Encoding'),
                  ('Last-Modified', email.utils.formatdate(st.st_mtime, usegmt=True))]
        if etag in [t.strip() for t in self.headers.get('If-None-Match', '').split(',')]:
            self.send_response(304)
            for k, v in common:
                self.send_header(k, v)
            self.end_headers()
            return None
        f = open(chosen, 'rb')
        self.send_response(200)
        self.send_header('Content-Type', ctype)
        self.send_header('Content-Length', str(st.st_size))
        if encoding:
            self.send_header('Content-Encoding', encoding)
        for k, v in common:
            self.send_header(k, v)
        self.end_headers()
        return f

    def list_directory(self, path):
        self.send_error(404, 'Not found')
        return None

    def log_message(self, fmt, *args):
        if os.environ.get('SERVE_QUIET') != '1':
            super().log_message(fmt, *args)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                               '..', 'build', 'web', 'dist')
    root = os.path.abspath(root)
    if not os.path.isfile(os.path.join(root, 'index.html')):
        sys.exit('serve.py: no index.html in %s: build the web version first' % root)
    port = int(os.environ.get('PORT', '8080'))
    handler = lambda *a, **kw: Handler(*a, directory=root, **kw)  # noqa: E731
    with http.server.ThreadingHTTPServer(('127.0.0.1', port), handler) as httpd:
        print('serving %s on http://127.0.0.1:%d/' % (root, httpd.server_address[1]), flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == '__main__':
    main()
