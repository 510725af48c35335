"""The stand-in engine of the browser tests: the table's tests without booting Pyodide.

A test marked ``@pytest.mark.standin`` gets its pages from the stand-in site (``server.py``):
the built page, unchanged, whose engine worker is ``worker.js`` here instead of the build's.
That worker speaks the real worker's protocol and forwards each request to the site, which
answers it with the real engine, ``karciarnia.api`` of the served build's wheel, in CPython,
one process per page worker (``engines.py``, ``engine_process.py``). ``watch.py`` checks that
such a test never fetched Pyodide.
"""
