print("colorconv")
