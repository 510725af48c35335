"""The stand-in engine of the browser tests: the table's tests without booting Pyodide.

A test marked ``@pytest.mark.standin`` gets a page whose engine worker is ``worker.js`` here
instead of the build's: it speaks the real worker's protocol and forwards each request to the
test server (``server.py``), which answers it with the real engine, ``karciarnia.api`` of
the served build's wheel, in CPython, one process per page worker (``engines.py``,
``engine_process.py``). The page is the built page, unchanged. ``route.py`` puts the worker
in place and checks that Pyodide was never fetched.
"""
