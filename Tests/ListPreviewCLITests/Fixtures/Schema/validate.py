"""Validates fixtures files against a JSON Schema, for SchemaTests.swift.

Usage: validate.py SCHEMA [FILE...]

Checks SCHEMA against the draft 2020-12 metaschema (exit 2 if it is not a valid schema), then
prints one line per FILE: `valid FILE` or `invalid FILE: MESSAGE at JSONPATH`. Exits 0 otherwise:
the Swift test decides what each verdict means.
"""

import json
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError, best_match


def load(path):
    """Reads JSON as plain `json` does: of duplicate keys, the last one wins."""
    with open(path, encoding="utf-8") as file:
        return json.load(file, object_pairs_hook=lambda pairs: dict(pairs))


def main(arguments):
    if not arguments:
        print("usage: validate.py SCHEMA [FILE...]", file=sys.stderr)
        return 2
    schema = load(arguments[0])
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        print(f"{arguments[0]}: not a valid draft 2020-12 schema: {error.message} at {error.json_path}",
              file=sys.stderr)
        return 2
    validator = Draft202012Validator(schema)
    for path in arguments[1:]:
        try:
            instance = load(path)
        except ValueError as error:
            print(f"invalid {path}: not valid JSON: {error} at $")
            continue
        error = best_match(validator.iter_errors(instance))
        if error is None:
            print(f"valid {path}")
        else:
            message = " ".join(error.message.split("\n"))
            print(f"invalid {path}: {message} at {error.json_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
