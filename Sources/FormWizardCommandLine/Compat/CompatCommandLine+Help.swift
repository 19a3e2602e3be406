extension CompatCommandLine {
    /// What `--help` prints: the boxes and options this mode reads.
    static func help(_ program: CompatProgram) -> String {
        """
        Usage: \(program.rawValue) [COMMON OPTIONS] BOX [BOX ARGUMENTS] [--and-widget BOX ...]
               formwizard \(program.rawValue) ...   (or formwizard run through a link named \(program.rawValue))

        FormWizard standing in for \(program.rawValue): the same command line, exit statuses
        and answers, drawn by FormWizard's dialogs (Esc answers at once, a resize keeps what
        was typed, wide characters are drawn right). H W is the box's size, clamped to the
        screen: 0 leaves that side to the layout (0 0: sized to the text), -1 takes the screen.
        With --colors, the \\Z codes in the messages are drawn (\\Z0-\\Z7 colour, \\Zb \\Zu \\Zr on,
        \\ZB \\ZU \\ZR off, \\Zn normal).

        Boxes:
          --msgbox TEXT H W             --yesno TEXT H W             --infobox TEXT H W
          --inputbox TEXT H W [INIT]    --passwordbox TEXT H W [INIT]
          --textbox FILE H W            --tailbox FILE H W           --editbox FILE H W
          --menu TEXT H W LH [TAG ITEM]...        --inputmenu TEXT H W LH [TAG ITEM]...
          --checklist TEXT H W LH [TAG ITEM STATUS]...  (also --radiolist, --buildlist)
          --treeview TEXT H W LH [TAG ITEM STATUS DEPTH]...
          --form TEXT H W FH [LABEL Y X ITEM Y X FLEN ILEN]...  (--passwordform; --mixedform
                                                                 adds ITYPE)
          --gauge TEXT H W [PERCENT]    --mixedgauge TEXT H W PERCENT [TAG STATUS]...
          --programbox [TEXT] H W       --progressbox [TEXT] H W     --prgbox [TEXT] CMD H W
          --pause TEXT H W SECONDS      --rangebox TEXT H W MIN MAX DEFAULT
          --calendar TEXT H W [D M Y]   --timebox TEXT H W [H M S]
          --fselect PATH H W            --dselect PATH H W

        Common options:
          --title --backtitle --ok-label --cancel-label --yes-label --no-label --exit-label
          --extra-button --extra-label --help-button --help-label --no-cancel --nocancel
          --no-ok --default-item --defaultno --default-button --item-help --insecure
          --max-input --timeout --sleep --stdout --stderr --output-fd --separate-output
          --single-quoted --quoted --separate-widget --and-widget --colors --no-collapse
          --cr-wrap --trim --aspect --begin --clear --keep-window --print-maxsize --version
          --help; whiptail's --ok-button --cancel-button --yes-button --no-button
          --scrolltext --fb --notags --noitem --topleft

        Exit status: 0 OK or Yes, 1 Cancel or No, 2 Help, 3 Extra, 255 Esc, a timeout or an
        error; dialog's DIALOG_OK, DIALOG_CANCEL, DIALOG_HELP, DIALOG_EXTRA, DIALOG_ESC and
        DIALOG_ERROR change them, DIALOG_ITEM_HELP (help with --item-help) and DIALOG_TIMEOUT
        give those their own.

        """
    }
}
