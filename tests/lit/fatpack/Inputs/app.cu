#include "add1.cu"
int main(void) { return 0; }
