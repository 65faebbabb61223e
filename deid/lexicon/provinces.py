"""Province codes that stand in brackets after a town: "Monza (MB)", "CATANIA (CT)".

Italian addresses and birth places name the province by its two-letter code after the
town; the code locates the person as much as the town does. The codes are the Italian
subdivisions of ISO 3166-2 (pycountry 26.2.16, ``IT-MB`` -> ``MB``; provinces, metropolitan
cities and free consortia, the two-letter ones), as a constant: the runtime needs no pycountry.
"""
from __future__ import annotations

ITALIAN_PROVINCES = frozenset(
    "AG AL AN AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN FC FE "
    "FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE "
    "PG PI PN PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS "
    "TV UD VA VB VC VE VI VR VT VV".split()
)
