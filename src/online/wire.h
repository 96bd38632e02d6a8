// The protocol's names now live in the protocol module (src/protocol/wire.h).
#pragma once
#include "protocol/wire.h"
