#!/usr/bin/env python3
"""The stems behind SymbolWeight.strokeUnits: the width of Inter's `l` at each weight 100…900.

SF Symbols match the system font's stems at each weight; SF Pro is not ours to measure, so the
ratio comes from Inter (Debian's fonts-inter-variable), the face that stands in for it. Needs
fontTools (`pip install fonttools` in a virtual environment). Prints `WEIGHT STEM` per line.
"""
import subprocess
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

path = sys.argv[1] if len(sys.argv) > 1 else subprocess.run(
    ["fc-match", "-f", "%{file}", "Inter:style=Regular"], capture_output=True, text=True, check=True).stdout
for weight in range(100, 1000, 100):
    font = instantiateVariableFont(TTFont(path), {"wght": weight})
    glyphs = font.getGlyphSet()
    pen = BoundsPen(glyphs)
    glyphs[font.getBestCmap()[ord("l")]].draw(pen)
    x0, _, x1, _ = pen.bounds
    print(weight, round(x1 - x0, 1))
