# hrnorm: `make demo` and `make test` work on a fresh clone; everything is installed by this file.
PYTHON ?= python3.11
VENV   ?= .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
HRNORM := $(VENV)/bin/hrnorm

.PHONY: demo test bench model lint clean install install-dev

$(VENV)/.installed: pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "need $(PYTHON) on PATH (or set PYTHON=...)"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e .
	$(PY) -m normalize.attributes.gazetteer  # derive the place table from the installed packages once
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed
	$(PIP) install -q -e '.[dev,spark]'
	touch $@

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

demo: $(VENV)/.installed
	@mkdir -p out
	$(HRNORM) run job_ads examples/job_ads.csv -o out/job_ads.parquet
	$(PY) -m normalize.demo out/job_ads.parquet

test: $(VENV)/.installed-dev
	$(PY) -m ruff check normalize tests benchmarks models
	$(VENV)/bin/lint-imports
	$(PY) -m pytest -q

bench: $(VENV)/.installed-dev  # RESULTS.md is rebuilt from benchmarks/results/*.md even when a step failed
	status=0; $(PY) -m pytest -q -m slow || status=1; \
	$(PY) benchmarks/run_all.py --run || status=1; \
	$(PY) benchmarks/run_all.py --collect && exit $$status

MODEL ?= encoder
model: $(VENV)/.installed-dev  # make model MODEL=encoder|lexnorm|lexnorm-en|lexnorm-de|lexnorm-nl|lexnorm-iden|script|verbalize
	@if [ "$(MODEL)" = encoder ]; then $(PIP) install -q -e '.[train]'; fi
	OPENBLAS_NUM_THREADS=1 $(PY) -m models $(MODEL)

lint: $(VENV)/.installed-dev  # ruff, then no text of ../shared/data in the repository (skips without it; ~1 CPU min)
	$(PY) -m ruff check normalize tests benchmarks models
	$(PY) benchmarks/check_corpus_text.py && $(PY) benchmarks/check_corpus_text.py --md

clean:
	rm -rf $(VENV) out build *.egg-info
