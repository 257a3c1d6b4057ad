"""The OLED's displayio driver by the PINOCHLE_DISPLAY setting (pinochle.runner.config.DISPLAYS): board.py builds the
board's display with it, and the computer's stand-in display too."""


def make_display(bus, controller, width, height, rotation, **options):
    """The display on bus (options: more of the driver's keywords); only the named controller's driver is imported."""
    if controller == "sh1106":
        import adafruit_displayio_sh1106

        # 1.3" modules wire their 128 columns to the middle of the controller's 132: columns 2-129.
        return adafruit_displayio_sh1106.SH1106(
            bus, width=width, height=height, rotation=rotation, colstart=2, **options
        )
    if controller == "sh1107":
        import adafruit_displayio_sh1107

        # The 128x64 FeatherWing's panel is 64x128 on its side: the driver's 90 degrees is the wing upright.
        return adafruit_displayio_sh1107.SH1107(
            bus, width=width, height=height, rotation=(rotation + 90) % 360, **options
        )
    import adafruit_displayio_ssd1306

    return adafruit_displayio_ssd1306.SSD1306(bus, width=width, height=height, rotation=rotation, **options)
