// test_header.cpp - moe.h compiles as C++ and links against moe.c compiled as C.
//
// Build:  cc -std=c11 -O2 -c moe.c -o build/moe.o
//         c++ -std=c++11 -Wall -Wextra -Werror -I. -c tests/test_header.cpp -o build/test_header.o
//         c++ build/test_header.o build/moe.o -o build/test_header -lm -lpthread
#include "moe.h"

#include <cstdio>
#include <cstring>

int main() {
    moe_config config;
    std::memset(&config, 0, sizeof config);
    config.n_threads = 1;
    moe_model *model = NULL;
    moe_status st = moe_model_open("/nonexistent/model.gguf", &config, &model);
    char msg[512];
    std::snprintf(msg, sizeof msg, "%s", moe_model_error(model));
    moe_model_free(model);
    moe_sampler_params sp = moe_sampler_defaults();
    const bool ok = st == MOE_ERR_IO && msg[0] && std::strcmp(moe_version(), MOE_VERSION_STRING) == 0 &&
                    std::strcmp(moe_status_string(MOE_OK), "") != 0 && sp.top_k == 40;
    if (!ok) {
        std::printf("FAIL api/cxx-header: status %d, message '%s'\n", static_cast<int>(st), msg);
        return 1;
    }
    std::printf("PASS api/cxx-header\n");
    return 0;
}
