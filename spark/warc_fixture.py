"""Writes small WARC files for the Spark job's test and benchmark: one HTTP `response` record per
page, each in its own gzip member, as Common Crawl writes them.

https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/
"""

import gzip


def write_warc(pages, path):
    """Writes `pages`, (record id, target URI, HTML bytes) triples, to the .warc.gz at `path`."""
    with open(path, "wb") as warc:
        for record_id, target_uri, body in pages:
            http = (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n" % len(body)) + body
            head = (f"WARC/1.1\r\nWARC-Type: response\r\nWARC-Record-ID: {record_id}\r\n"
                    f"WARC-Date: 2025-01-01T00:00:00Z\r\nWARC-Target-URI: {target_uri}\r\n"
                    f"Content-Type: application/http; msgtype=response\r\nContent-Length: {len(http)}\r\n\r\n").encode()
            warc.write(gzip.compress(head + http + b"\r\n\r\n"))
