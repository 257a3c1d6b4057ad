"""The heap tool: every heap and budget figure of the project, measured on the VMs (`python3 -m bench.heap`)."""
