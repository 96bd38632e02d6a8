// Seating is header-only; this file keeps the library non-empty until the movements land.
#include "tournament/seating.h"
